// The visitor's page drawn at build time (src/ssr): the gateway sends it for /preview, /main and the login form, so the
// page shows before any script runs. It is inert (nothing in it reacts, and screen readers skip it: the app's page is
// the one to use) and stays until the app draws the same page, then goes in the same frame; it goes at once if it does
// not fit this browser (another language or theme chosen before the cookies below existed).
import { PAINT_COOKIES } from '@mathbridge/contract';
import { writeCookie } from '../lib/cookies';

/** The drawn page's element (before #root) and its stylesheet, as web/prerender/prerender-plugin.ts writes them. */
export const PRERENDERED_ID = 'prerendered';
export const PRERENDERED_STYLE_ATTRIBUTE = 'data-prerendered';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The language the app shows, for the gateway's choice of the next drawn page. */
export function rememberPaintLanguage(language: string): void {
  writeCookie(PAINT_COOKIES.language, language, { maxAgeSeconds: ONE_YEAR_SECONDS });
}

/** The theme the app shows: the drawn pages use the default theme, so another one gets the app alone. */
export function rememberPaintTheme(theme: string): void {
  writeCookie(PAINT_COOKIES.theme, theme, { maxAgeSeconds: ONE_YEAR_SECONDS });
}

/** Removes the drawn page and its styles. */
export function dropPrerendered(): void {
  document.getElementById(PRERENDERED_ID)?.remove();
  for (const style of document.querySelectorAll(`style[${PRERENDERED_STYLE_ATTRIBUTE}]`)) style.remove();
}

/** The drawn page's language, or null when the page came without one. */
export function prerenderedLanguage(): string | null {
  return document.getElementById(PRERENDERED_ID)?.dataset.language ?? null;
}
