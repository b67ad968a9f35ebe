// i18next with the en and ko catalogues built into the app (no resource calls to the service at run time, spec §7).
// Each language is its own file of the build, loaded once: a page fetches only the language it shows, and a switch
// loads the other one before the text changes.
import { FALLBACK_LANGUAGE, type Language } from '@mathbridge/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultNamespace, namespaceOf, namespaces, resources, type Catalogue } from './i18n-resources';

export const i18n = i18next.createInstance();

// One loader per catalogue file; vite.config.ts groups each language's files into one chunk.
const catalogueFiles = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { import: 'default' });

const loaded = new Map<Language, Catalogue>();
const loading = new Map<Language, Promise<Catalogue>>();

// Unit tests render screens synchronously right after initI18n: they get both catalogues at once.
if (import.meta.env.MODE === 'test') {
  loaded.set('en', resources.en);
  loaded.set('ko', resources.ko);
}

/** Loads a language's catalogue (once) and hands it to i18next if it is running. */
export function loadLanguage(language: Language): Promise<Catalogue> {
  const ready = loaded.get(language);
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(language);
  if (!pending) {
    const prefix = `../locales/${language}/`;
    const files = Object.entries(catalogueFiles).filter(([path]) => path.startsWith(prefix));
    pending = Promise.all(files.map(async ([path, load]) => [namespaceOf(path), await load()] as const)).then(
      (entries) => {
        const catalogue = Object.fromEntries(entries) as Catalogue;
        loaded.set(language, catalogue);
        if (i18n.isInitialized) {
          for (const [namespace, texts] of entries) i18n.addResourceBundle(language, namespace, texts, true, true);
        }
        return catalogue;
      },
    );
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

/** Starts i18next with the catalogues loaded so far (main.tsx loads the startup language before the first render). */
export function initI18n(language: Language): typeof i18n {
  if (!i18n.isInitialized) {
    const bundled = Object.fromEntries(loaded.entries());
    void i18n.use(initReactI18next).init({
      resources: bundled,
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: ['ko', 'en'],
      defaultNS: defaultNamespace,
      ns: [...namespaces],
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
  } else if (i18n.language !== language) {
    setUiLanguage(language);
  }
  document.documentElement.lang = language;
  return i18n;
}

let wanted: Language | null = null;

/** Switches the UI language once its catalogue is in; until then the page stays in the language it shows. */
export function setUiLanguage(language: Language): void {
  wanted = language;
  void loadLanguage(language).then(
    () => {
      // A later choice made while this one was loading wins.
      if (wanted !== language) return;
      if (i18n.language !== language) void i18n.changeLanguage(language);
      document.documentElement.lang = language;
    },
    () => undefined,
  );
}
