// i18next with the en and ko catalogues bundled; no resource calls at run time (spec §7).
import { FALLBACK_LANGUAGE, type Language } from '@mathbridge/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultNamespace, resources } from './i18n-resources';

export const i18n = i18next.createInstance();

export function initI18n(language: Language): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: ['ko', 'en'],
      defaultNS: defaultNamespace,
      ns: Object.keys(resources.en),
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
  } else if (i18n.language !== language) {
    void i18n.changeLanguage(language);
  }
  document.documentElement.lang = language;
  return i18n;
}

export function setUiLanguage(language: Language): void {
  if (i18n.language !== language) void i18n.changeLanguage(language);
  document.documentElement.lang = language;
}
