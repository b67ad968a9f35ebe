// The visitor's diagnostic sample as it runs: the run kept in this tab (grade, seed, answers so far), the server's
// step for it (the next question, or the report), and sending an answer. The server keeps nothing, so each call
// carries every answer; a run that came back from a reload asks again for the step it was at.
import type { LocalizedText } from '@mathbridge/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { sampleKeys, sendSampleAnswers } from '../api/sample-diagnose';
import { keepRun, newSeed, readRun, type SampleRun } from '../lib/sample-memory';

export interface Unreadable {
  problemId: string;
  hint: LocalizedText;
}

export function useSampleDiagnose() {
  const queryClient = useQueryClient();
  const [run, setRun] = useState<SampleRun | null>(() => readRun());
  const [unreadable, setUnreadable] = useState<Unreadable | null>(null);
  const step = useQuery({
    queryKey: sampleKeys.step(run ?? { gradeId: '', seed: 1, answers: [] }),
    queryFn: () => sendSampleAnswers(run as SampleRun),
    enabled: run !== null,
    staleTime: Infinity,
    retry: 1,
  });
  const answer = useMutation({
    mutationFn: async ({ problemId, value }: { problemId: string; value: string | number }) => {
      if (!run) throw new Error('No sample is running');
      const next: SampleRun = { ...run, answers: [...run.answers, { problemId, answer: value }] };
      return { next, result: await sendSampleAnswers(next) };
    },
    onSuccess: ({ next, result }, { problemId }) => {
      if (result.kind === 'unparseable') {
        setUnreadable({ problemId, hint: result.hint });
        return;
      }
      setUnreadable(null);
      queryClient.setQueryData(sampleKeys.step(next), result);
      keepRun(next);
      setRun(next);
    },
  });

  function start(gradeId: string) {
    const fresh: SampleRun = { gradeId, seed: newSeed(), answers: [] };
    keepRun(fresh);
    answer.reset();
    setUnreadable(null);
    setRun(fresh);
  }

  function startOver() {
    keepRun(null);
    answer.reset();
    setUnreadable(null);
    setRun(null);
  }

  return { run, step, answer, unreadable, start, startOver };
}
