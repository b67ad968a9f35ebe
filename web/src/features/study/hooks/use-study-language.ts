// The language the study screens show course names and lessons in: the UI language (ko or en).
import { useTranslation } from 'react-i18next';
import type { StudyLanguage } from '../lib/course-tree';

export function useStudyLanguage(): StudyLanguage {
  const { i18n } = useTranslation();
  return i18n.language === 'ko' ? 'ko' : 'en';
}
