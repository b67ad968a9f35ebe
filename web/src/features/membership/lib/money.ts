// Amounts in won as each language writes them: 9,900원 in Korean, ₩9,900 in English.
import type { TFunction } from 'i18next';

export function formatWon(amount: number, t: TFunction<'membership'>, language: string): string {
  return t('price.won', { amount: amount.toLocaleString(language === 'ko' ? 'ko-KR' : 'en-US') });
}
