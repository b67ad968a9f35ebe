// Stopping a share link; the list of links is asked again whether or not the stop went through.
import { SHARE_PATHS, buildPath } from '@mathbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { shareKeys } from './share-keys';

export function revokeShare(id: string): Promise<void> {
  return request(buildPath(SHARE_PATHS.share, { id }), { method: 'DELETE', errorMode: 'silent' });
}

export function useRevokeShare({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeShare,
    onSuccess,
    onSettled: () => queryClient.invalidateQueries({ queryKey: shareKeys.list }),
  });
}
