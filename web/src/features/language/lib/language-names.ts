// Translation languages as the reader sees them: the name in the UI language where the browser knows it, and the
// language's own name.
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
      const name = shown && shown !== l.code ? shown : l.name;
      // The reader's name for it, then its own name, so a speaker finds it either way.
      const label = name === l.ownName ? name : `${name} (${l.ownName})`;
      return { ...l, label };
    })
    .sort((a, b) => a.label.localeCompare(b.label, uiLanguage));
}
