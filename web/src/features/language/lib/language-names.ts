// Translation languages as the reader sees them: the name in the UI language where the browser knows it.
import { TRANSLATION_LANGUAGES, type Language, type TranslationLanguage } from '@mathbridge/contract';

export interface LanguageOption extends TranslationLanguage {
  label: string;
}

export function translationLanguageOptions(uiLanguage: Language): LanguageOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([uiLanguage], { type: 'language' });
  } catch {
    names = null;
  }
  return TRANSLATION_LANGUAGES.filter((l) => l.code !== 'ko')
    .map((l) => {
      let shown: string | undefined;
      try {
        shown = names?.of(l.code);
      } catch {
        shown = undefined;
      }
      const label = shown && shown !== l.code && shown !== l.name ? `${shown} (${l.name})` : l.name;
      return { ...l, label };
    })
    .sort((a, b) => a.label.localeCompare(b.label, uiLanguage));
}
