// Keeps i18next and <html lang> on the chosen UI language.
import { useEffect } from 'react';
import { setUiLanguage } from '../../../lib/i18n';
import { useLanguageStore } from '../stores/language-store';

export function useUiLanguageSync(): void {
  const languageType = useLanguageStore((s) => s.languageType);
  useEffect(() => {
    setUiLanguage(languageType);
  }, [languageType]);
}
