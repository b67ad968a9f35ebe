// GET the FAQ, narrowed by a search text and a category when given.
import { FaqListSchema, SUPPORT_PATHS, type SupportCategory } from '@mathbridge/contract';
import { queryOptions } from '@tanstack/react-query';
import { supportKeys } from './support-keys';
import { supportRead } from './support-request';

export const faqsQuery = (q: string, category: SupportCategory | null) =>
  queryOptions({
    queryKey: supportKeys.faqs(q, category),
    queryFn: () => {
      const search = new URLSearchParams();
      if (q) search.set('q', q);
      if (category) search.set('category', category);
      const query = search.toString();
      return supportRead(`${SUPPORT_PATHS.faqs}${query ? `?${query}` : ''}`, FaqListSchema);
    },
  });
