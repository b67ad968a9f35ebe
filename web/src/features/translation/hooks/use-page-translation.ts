// Runs page translation on route and language changes, and when marked content appears (a screen finished loading).
import { LIMITS } from '@mathbridge/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useAlertStore } from '../../feedback/stores/alert-store';
import { useLanguageStore } from '../../language/stores/language-store';
import { translateTexts } from '../../translation/api/translate';
import { createPageTranslator, TRANSLATE_ATTRIBUTE, type PageTranslator } from '../lib/page-translator';

let active: PageTranslator | null = null;

/** For screens that change marked text without a route change. */
export function triggerPageTranslation(): void {
  active?.trigger();
}

export function usePageTranslation(): void {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const translationCode = useLanguageStore((s) => s.translationCode);

  useEffect(() => {
    const translator = createPageTranslator({
      root: document.body,
      delayMs: LIMITS.translationDelayMs,
      getTarget: () => useLanguageStore.getState().translationCode,
      translate: translateTexts,
      onFailure: () => useAlertStore.getState().alert(t('errors.translationFailed')),
    });
    active = translator;
    const observer = new MutationObserver((mutations) => {
      const added = mutations.some((m) =>
        [...m.addedNodes].some(
          (node) =>
            node instanceof HTMLElement &&
            (node.hasAttribute(TRANSLATE_ATTRIBUTE) || node.querySelector(`[${TRANSLATE_ATTRIBUTE}]`) != null),
        ),
      );
      if (added) translator.trigger();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      translator.dispose();
      if (active === translator) active = null;
    };
  }, [t]);

  useEffect(() => {
    active?.trigger();
  }, [pathname, translationCode]);
}
