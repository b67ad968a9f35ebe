// The language problems are shown in: Korean for the Korean UI, English otherwise.
import { useTranslation } from 'react-i18next';
import type { ProblemLanguage } from '../components/problem-view';

export function useProblemLanguage(): ProblemLanguage {
  const { i18n } = useTranslation();
  return i18n.language === 'ko' ? 'ko' : 'en';
}
