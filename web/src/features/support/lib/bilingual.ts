// A notice or an FAQ entry is written in Korean, English or both: the reader's language first, else the other one.
import type { Bilingual } from '@mathbridge/contract';

export function pickLanguage(text: Bilingual, language: string): string {
  const first = language === 'ko' ? text.ko : text.en;
  return first || (language === 'ko' ? text.en : text.ko);
}
