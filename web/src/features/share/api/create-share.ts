// Making a share link: the only time its token is shown; the student's list of links is stale after it.
import { CreatedShareSchema, SHARE_PATHS, type CreatedShare, type CreateShareRequest } from '@mathbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { shareKeys } from './share-keys';

export function createShare(body: CreateShareRequest): Promise<CreatedShare> {
  return request(SHARE_PATHS.shares, { method: 'POST', body, schema: CreatedShareSchema, errorMode: 'silent' });
}

export function useCreateShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShare,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareKeys.list }),
  });
}
