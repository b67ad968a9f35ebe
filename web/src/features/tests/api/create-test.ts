// POST /v1/api/tests: starts a level, diagnostic or SAT test; the screen that asked goes on to it.
import { TEST_PATHS, TestSchema, type CreateTestRequest, type Test } from '@mathbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { markPracticeStale } from '../../../lib/react-query';
import { testKeys } from './test-keys';

export function createTest(body: CreateTestRequest): Promise<Test> {
  return request(TEST_PATHS.tests, { method: 'POST', body, schema: TestSchema, errorMode: 'silent' });
}

export function useCreateTest({
  onReceived,
  onCreated,
}: {
  /** Runs as soon as the server answered, before anything else waits (the SAT measures its clock here). */
  onReceived?: (test: Test) => void;
  /** Runs once the new test is cached and the lists know of it: usually the navigation to it. */
  onCreated: (test: Test) => void | Promise<void>;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTestRequest) => createTest(body),
    onSuccess: async (test) => {
      onReceived?.(test);
      queryClient.setQueryData(testKeys.test(test.id), test);
      await queryClient.invalidateQueries({ queryKey: testKeys.lists() });
      // A test is a workbook too: the home and the lists count it.
      void markPracticeStale(queryClient);
      await onCreated(test);
    },
  });
}
