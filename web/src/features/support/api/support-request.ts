// What the support calls share: reads run in the background and leave errors to the screen, lists are paged, and an
// operator's edit either updates a record or creates one.
import { buildPath } from '@mathbridge/contract';
import type { z } from 'zod';
import { request } from '../../../lib/http';

export const OPERATOR_PAGE_SIZE = 10;

export function supportRead<T>(path: string, schema: z.ZodType<T>): Promise<T> {
  return request(path, { schema, errorMode: 'silent', showLoading: false });
}

export const pageSearch = (page: number, size: number) => `?page=${page}&size=${size}`;

/** PUT to the record's path when it exists, else POST to the list's path. */
export function saveRecord<T>(
  paths: { record: string; list: string },
  id: string | null,
  body: unknown,
  schema: z.ZodType<T>,
): Promise<T> {
  const path = id ? buildPath(paths.record, { id }) : paths.list;
  return request(path, { method: id ? 'PUT' : 'POST', body, schema, errorMode: 'silent' });
}

export async function deleteRecord(path: string, id: string): Promise<void> {
  await request(buildPath(path, { id }), { method: 'DELETE', errorMode: 'silent' });
}
