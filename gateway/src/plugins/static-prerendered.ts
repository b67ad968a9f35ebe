// Which page drawn at build time (web/prerender) a browser navigation gets: the visitor's public pages exist as HTML in
// each language, so they show before any script runs. A student with a session cookie, or a browser showing another
// theme than the default, gets the app's index.html as before; so does a build without the drawn pages.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES, PAINT_COOKIES, PRERENDERED_PATHS, type Language } from '@mathbridge/contract';
import { SESSION_COOKIE } from '../lib/session-cookie-name.js';
import { cookieValue } from './headers.js';

const DRAWN = new Set<string>(PRERENDERED_PATHS);

/** These paths' answer depends on the cookies and the browser's languages: caches must keep them apart. */
export const isPrerenderedPath = (path: string) => DRAWN.has(path);

const isLanguage = (value: string | undefined): value is Language => LANGUAGES.includes(value as Language);

/** The browser's languages in its order of preference, without those it refuses (q=0). */
function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([tag, ...params]) => tag && tag !== '*' && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)))
    .map(([tag]) => tag!);
}

/**
 * The language the app would start in (web: chooseStartupLanguage, spec §4): the one the app last showed (its cookie),
 * else Korean when any of the browser's languages is, English when it names others, and the default when none.
 */
export function pageLanguage(cookieHeader: string | undefined, acceptLanguage: string | undefined): Language {
  const shown = cookieValue(cookieHeader, PAINT_COOKIES.language);
  if (isLanguage(shown)) return shown;
  const browser = acceptedLanguages(acceptLanguage);
  if (browser.length === 0) return DEFAULT_LANGUAGE;
  return browser.some((tag) => tag.toLowerCase().startsWith('ko')) ? 'ko' : 'en';
}

/** The drawn page's file (relative to the build) for this navigation, or null for the app's index.html. */
export function prerenderedFile(
  webDist: string,
  path: string,
  headers: { cookie?: string; 'accept-language'?: string },
): string | null {
  if (!DRAWN.has(path)) return null;
  const cookies = headers.cookie;
  if (cookieValue(cookies, SESSION_COOKIE) !== undefined) return null;
  const theme = cookieValue(cookies, PAINT_COOKIES.theme);
  if (theme !== undefined && theme !== 'default') return null;
  const file = `prerendered/${pageLanguage(cookies, headers['accept-language'])}${path}.html`;
  return existsSync(resolve(webDist, file)) ? file : null;
}
