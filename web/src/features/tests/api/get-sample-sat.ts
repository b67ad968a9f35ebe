// GET the visitors' sample SAT module: the same seed gives the same problems, so a reload shows the same module.
import { SampleSatSchema, TEST_PATHS, type SampleSat } from '@mathbridge/contract';
import { request } from '../../../lib/http';

export function sampleSat(seed?: number): Promise<SampleSat> {
  const query = seed === undefined ? '' : `?seed=${seed}`;
  return request(`${TEST_PATHS.sampleSat}${query}`, { schema: SampleSatSchema, errorMode: 'silent' });
}
