import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_PATHS } from '@mathbridge/contract';
import { HttpError } from '../../../lib/http';
import { sendSampleAnswers } from './sample-diagnose';

const body = { gradeId: 'kr-e5', seed: 7, answers: [] };
const item = {
  id: '7d1f3a1e-6c1b-4f59-9b39-2a8c9f0e1a11',
  unitId: 'kr-e5-1-1',
  subUnit: null,
  type: 'essay',
  difficulty: 3,
  stem: { ko: '문제', en: 'A problem' },
  choices: null,
  answerForm: null,
  figure: null,
};

function answerWith(status: number, payload: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(payload), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the sample diagnostic call', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the grade, the seed and every answer, and reads the next step', async () => {
    const fetch = answerWith(200, { item, answered: 0, maxItems: 8, report: null });
    const step = await sendSampleAnswers(body);
    expect(step).toMatchObject({ kind: 'step', data: { answered: 0, maxItems: 8, report: null } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(TEST_PATHS.sampleDiagnose);
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual(body);
  });

  it('turns an answer the grader cannot read into its hint, not an error', async () => {
    const hint = { ko: '분수로 써 주세요.', en: 'Write it as a fraction.' };
    answerWith(422, { code: 'E_UNPARSEABLE', message: 'Please enter the correct answer', hint });
    await expect(sendSampleAnswers(body)).resolves.toEqual({ kind: 'unparseable', hint });
  });

  it('throws the api’s other errors with their code', async () => {
    answerWith(409, { code: 'E_NOT_CURRENT', message: 'This is not the current problem of the test' });
    const error = await sendSampleAnswers(body).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 409, code: 'E_NOT_CURRENT' });
  });

  it('says so when no answer came', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(sendSampleAnswers(body)).rejects.toMatchObject({ status: 0 });
  });
});
