// i18next with the en and ko catalogues built into the app (no resource calls to the service at run time, spec §7).
// Each language is its own pair of files in the build, loaded once: a page fetches only the language it shows (the
// shell's texts first, the screens' with the first screen that needs them), and a switch loads the other language
// before the text changes.
import { FALLBACK_LANGUAGE, type Language } from '@mathbridge/contract';
import i18next, { type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultNamespace, namespaceOf, namespaces, resources, type Catalogue } from './i18n-resources';
import { SHELL_NAMESPACES } from './shell-texts';

export const i18n = i18next.createInstance();

// One loader per catalogue file; vite.config.ts groups each language's files into two chunks: the shell's texts and
// the screens'.
const catalogueFiles = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { import: 'default' });

type Part = 'shell' | 'all';
/** The language last asked for (setUiLanguage), which the page shows once its texts are in. */
let wanted: Language | null = null;
/** Whether a screen beyond the visitor's pages has drawn: a language switch then loads every screen's texts. */
let screensShown = false;
const loaded = new Map<string, Partial<Catalogue>>();
const loading = new Map<string, Promise<Partial<Catalogue>>>();

// Unit tests render screens synchronously right after initI18n: they get both catalogues at once.
if (import.meta.env.MODE === 'test') {
  loaded.set('en:all', resources.en);
  loaded.set('ko:all', resources.ko);
}

/** Loads a language's catalogue files of one part (once each) and hands them to i18next if it is running. */
function loadPart(language: Language, part: Part): Promise<Partial<Catalogue>> {
  const key = `${language}:${part}`;
  const ready = loaded.get(key) ?? (part === 'shell' ? loaded.get(`${language}:all`) : undefined);
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(key);
  if (!pending) {
    const prefix = `../locales/${language}/`;
    const files = Object.entries(catalogueFiles).filter(
      ([path]) => path.startsWith(prefix) && (part === 'all' || SHELL_NAMESPACES.includes(namespaceOf(path))),
    );
    pending = Promise.all(files.map(async ([path, load]) => [namespaceOf(path), await load()] as const)).then(
      (entries) => {
        const catalogue = Object.fromEntries(entries) as Partial<Catalogue>;
        loaded.set(key, catalogue);
        if (i18n.isInitialized) {
          for (const [namespace, texts] of entries) i18n.addResourceBundle(language, namespace, texts, true, true);
        }
        return catalogue;
      },
    );
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** Loads the texts the shell and the visitor's pages need in this language (main.tsx, before the first render). */
export function loadShellTexts(language: Language): Promise<Partial<Catalogue>> {
  // The router asks for the first screen's texts before i18next starts: they come in this language.
  wanted ??= language;
  return loadPart(language, 'shell');
}

/** Loads a language's whole catalogue (once): a language switch, and every screen beyond the visitor's pages. */
export function loadLanguage(language: Language): Promise<Partial<Catalogue>> {
  return loadPart(language, 'all');
}

/** Loads every screen's texts in the language the page shows, for a screen about to draw (router.tsx). */
export function loadScreenTexts(): Promise<unknown> {
  screensShown = true;
  const shown = wanted ?? i18n.language;
  return loadLanguage(shown === 'en' || shown === 'ko' ? shown : FALLBACK_LANGUAGE);
}

/** i18next's settings, shared with the pages drawn at build time (src/ssr/render.tsx). */
export function i18nSettings(language: Language, bundled: Record<string, Partial<Catalogue>>): InitOptions {
  return {
    resources: bundled,
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: ['ko', 'en'],
    defaultNS: defaultNamespace,
    ns: [...namespaces],
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  };
}

/** Starts i18next with the catalogues loaded so far (main.tsx loads the startup language before the first render). */
export function initI18n(language: Language): typeof i18n {
  if (!i18n.isInitialized) {
    const bundled: Record<string, Partial<Catalogue>> = {};
    for (const [key, catalogue] of loaded) {
      const language = key.slice(0, key.indexOf(':'));
      bundled[language] = { ...bundled[language], ...catalogue };
    }
    void i18n.use(initReactI18next).init(i18nSettings(language, bundled));
  } else if (i18n.language !== language) {
    setUiLanguage(language);
  }
  document.documentElement.lang = language;
  return i18n;
}

/**
 * Switches the UI language once its texts are in (the shell's, and every screen's once a screen needed them); until
 * then the page stays in the language it shows.
 */
export function setUiLanguage(language: Language): void {
  wanted = language;
  void loadPart(language, screensShown ? 'all' : 'shell').then(
    () => {
      // A later choice made while this one was loading wins.
      if (wanted !== language) return;
      if (i18n.language !== language) void i18n.changeLanguage(language);
      document.documentElement.lang = language;
    },
    () => undefined,
  );
}
