// Device facts the spec keys off: the Android app's user-agent marker and the page size cookie.
import { LIMITS, PLATFORM_ANDROID_MOBILE, STORAGE_KEYS } from '@mathbridge/contract';
import { readCookie, writeCookie } from './cookies';
import { writeStorage } from './storage';

/** Name of the cookie that overrides the list page size (spec §9). */
export const PAGE_SIZE_COOKIE = 'size';
const MAX_PAGE_SIZE = 100;

/** When the Android app's marker is in the user agent, sets the cookie `Android_Mobile=Y` at path / (spec §4). */
export function markAndroidApp(userAgent: string = navigator.userAgent): boolean {
  if (!userAgent.includes(PLATFORM_ANDROID_MOBILE)) return false;
  writeCookie(PLATFORM_ANDROID_MOBILE, 'Y', { path: '/' });
  writeStorage(STORAGE_KEYS.androidFilter, 'Y');
  return true;
}

/** 5 unless the size cookie holds a whole number from 1 to 100. */
export function initialPageSize(): number {
  const raw = readCookie(PAGE_SIZE_COOKIE);
  const size = raw == null ? NaN : Number(raw);
  return Number.isInteger(size) && size >= 1 && size <= MAX_PAGE_SIZE ? size : LIMITS.defaultPageSize;
}
