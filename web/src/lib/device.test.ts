import { afterEach, describe, expect, it } from 'vitest';
import { readCookie } from './cookies';
import { initialPageSize, markAndroidApp, PAGE_SIZE_COOKIE } from './device';

const clearCookie = (name: string) => (document.cookie = `${name}=; path=/; max-age=0`);

afterEach(() => {
  clearCookie('Android_Mobile');
  clearCookie(PAGE_SIZE_COOKIE);
  localStorage.clear();
});

describe('Android app marker', () => {
  it('sets the cookie Android_Mobile=Y at path / when the user agent carries the marker', () => {
    expect(markAndroidApp('Mozilla/5.0 (Linux; Android 14) MathBridgeApp Android_Mobile')).toBe(true);
    expect(readCookie('Android_Mobile')).toBe('Y');
    expect(localStorage.getItem('ANDROID_FILTER')).toBe('Y');
  });

  it('leaves other browsers alone', () => {
    expect(markAndroidApp('Mozilla/5.0 (Linux; Android 14) Chrome/130 Mobile')).toBe(false);
    expect(readCookie('Android_Mobile')).toBeNull();
  });
});

describe('page size', () => {
  it('is 5 unless the size cookie says otherwise', () => {
    expect(initialPageSize()).toBe(5);
    document.cookie = `${PAGE_SIZE_COOKIE}=20; path=/`;
    expect(initialPageSize()).toBe(20);
  });

  it('ignores a size cookie that is not a whole number from 1 to 100', () => {
    for (const value of ['0', '-3', '2.5', 'abc', '1000']) {
      document.cookie = `${PAGE_SIZE_COOKIE}=${value}; path=/`;
      expect(initialPageSize()).toBe(5);
    }
  });
});
