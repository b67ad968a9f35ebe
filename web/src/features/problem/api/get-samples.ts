// GET the public sample set: the same few problems for every visitor, so it is fetched once per visit.
import { PRACTICE_PATHS, SampleSetSchema, type SampleSet } from '@mathbridge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

export function getSamples(): Promise<SampleSet> {
  return request(PRACTICE_PATHS.samples, { schema: SampleSetSchema, withAuth: false, errorMode: 'silent' });
}

export const samplesQueryOptions = queryOptions({
  queryKey: ['samples'],
  queryFn: getSamples,
  staleTime: Infinity,
  retry: 1,
});

export function useSamples() {
  return useQuery(samplesQueryOptions);
}
