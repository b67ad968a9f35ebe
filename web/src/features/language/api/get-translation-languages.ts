// GET /api/translate/languages: whether the server can translate, and into which languages. Asked once per visit;
// a failure leaves the app as it was (translation assumed), since the translate call reports its own failures.
import { TranslationLanguagesSchema } from '@mathbridge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { request } from '../../../lib/http';
import { apiPaths } from '../../../lib/paths';
import { useLanguageStore } from '../stores/language-store';

export function getTranslationLanguages() {
  return request(apiPaths.translateLanguages, {
    schema: TranslationLanguagesSchema,
    withAuth: false,
    showLoading: false,
    errorMode: 'silent',
  });
}

export const translationLanguagesQuery = queryOptions({
  queryKey: ['translate', 'languages'],
  queryFn: getTranslationLanguages,
  staleTime: Infinity,
  retry: false,
});

/** Tells the language store what the server can translate, and into which languages. */
export function useTranslationAvailability(): void {
  const { data } = useQuery(translationLanguagesQuery);
  const setTranslationAvailable = useLanguageStore((s) => s.setTranslationAvailable);
  const setOfferedCodes = useLanguageStore((s) => s.setOfferedCodes);
  useEffect(() => {
    if (!data) return;
    setTranslationAvailable(data.available);
    setOfferedCodes(data.languageCodes);
  }, [data, setTranslationAvailable, setOfferedCodes]);
}
