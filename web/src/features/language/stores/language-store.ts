// The UI language (ko or en) and the translation target; both persist under the spec's storage keys. Without a
// translation service on the server the target falls back to the UI language for now; the stored choice is kept, so
// it returns once translation is back.
import { needsPageTranslation, STORAGE_KEYS, TRANSLATION_LANGUAGE_CODES, type Language } from '@mathbridge/contract';
import { create } from 'zustand';
import { readStorage, writeStorage } from '../../../lib/storage';
import { chooseStartupLanguage } from '../lib/choose-language';

interface LanguageState {
  languageType: Language;
  translationCode: string;
  /** Whether the server can translate; assumed until it says otherwise. */
  translationAvailable: boolean;
  /** The languages the server's translation service offers; null until it says (then every language is assumed). */
  offeredCodes: readonly string[] | null;
  /** Startup step 3: the stored choice, else the browser's languages. */
  chooseAtStartup(browserLanguages?: readonly string[]): void;
  /** Korean: UI and translation both ko. */
  chooseKorean(): void;
  /** Global: UI and translation both en; a translation target may be picked after. */
  chooseGlobal(): void;
  /** A translation target while Global is chosen (ko is not offered there). */
  setTranslationCode(code: string): void;
  setTranslationAvailable(available: boolean): void;
  setOfferedCodes(codes: readonly string[]): void;
}

function persist(languageType: Language, translationCode: string): void {
  writeStorage(STORAGE_KEYS.languageType, languageType);
  writeStorage(STORAGE_KEYS.translationCode, translationCode);
}

const initial = () =>
  chooseStartupLanguage(
    {
      languageType: readStorage(STORAGE_KEYS.languageType),
      translationCode: readStorage(STORAGE_KEYS.translationCode),
    },
    typeof navigator === 'undefined' ? [] : navigator.languages,
  );

/** The target in effect: a language the catalogues do not cover needs the translation service. */
const usable = (code: string, translationAvailable: boolean, languageType: Language) =>
  translationAvailable || !needsPageTranslation(code) ? code : languageType;

export const useLanguageStore = create<LanguageState>()((set, get) => ({
  ...initial(),
  translationAvailable: true,
  offeredCodes: null,
  chooseAtStartup: (browserLanguages = navigator.languages) => {
    const choice = chooseStartupLanguage(
      {
        languageType: readStorage(STORAGE_KEYS.languageType),
        translationCode: readStorage(STORAGE_KEYS.translationCode),
      },
      browserLanguages,
    );
    persist(choice.languageType, choice.translationCode);
    set({
      ...choice,
      translationCode: usable(choice.translationCode, get().translationAvailable, choice.languageType),
    });
  },
  chooseKorean: () => {
    persist('ko', 'ko');
    set({ languageType: 'ko', translationCode: 'ko' });
  },
  chooseGlobal: () => {
    persist('en', 'en');
    set({ languageType: 'en', translationCode: 'en' });
  },
  setTranslationCode: (code) => {
    if (code === 'ko' || !TRANSLATION_LANGUAGE_CODES.includes(code)) return;
    if (!get().translationAvailable && needsPageTranslation(code)) return;
    persist('en', code);
    set({ languageType: 'en', translationCode: code });
  },
  setTranslationAvailable: (available) => {
    const { languageType, translationCode } = get();
    set({ translationAvailable: available, translationCode: usable(translationCode, available, languageType) });
  },
  setOfferedCodes: (codes) => set({ offeredCodes: codes }),
}));
