// The small note beside machine-translated problem text, in the target language where we have it, else English. The
// app's catalogues hold only en and ko, so these few words live in a table of their own, one entry per language.
import LABELS from './machine-translation-labels.json';

export interface MachineTranslationLabel {
  /** The language the words are in (for the lang attribute). */
  lang: string;
  label: string;
  showOriginal: string;
  showTranslation: string;
}

type Words = Omit<MachineTranslationLabel, 'lang'>;
const TABLE: Record<string, Words | undefined> = LABELS;

export function machineTranslationLabel(languageCode: string): MachineTranslationLabel {
  const own = TABLE[languageCode];
  return own ? { lang: languageCode, ...own } : { lang: 'en', ...LABELS.en };
}
