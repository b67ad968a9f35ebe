// One page of a list: the query every paged call takes (5 to a page unless asked otherwise) and the answer's shape.
import { z } from 'zod';
import { LIMITS } from './constants.js';

export const PAGE_SIZE_MAX = 50;

/** `page` and `size` of a paged call's query string. */
export const pageQuery = {
  page: z.coerce.number().int('page must be a whole number').min(1, 'page must be at least 1').default(1),
  size: z.coerce
    .number()
    .int('size must be a whole number')
    .min(1, 'size must be at least 1')
    .max(PAGE_SIZE_MAX, `size must be at most ${PAGE_SIZE_MAX}`)
    .default(LIMITS.defaultPageSize),
};

/** A page of `item`s with the paging that produced it and the total count. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    size: z.number().int(),
    total: z.number().int(),
  });
}
