// DELETE every conversation of the student; every chat query is stale after it.
import { CHAT_PATHS } from '@mathbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { chatKeys } from './chat-keys';

export function deleteAllConversations(): Promise<void> {
  return request(CHAT_PATHS.conversations, { method: 'DELETE', showLoading: false });
}

export function useDeleteAllConversations({ onSuccess }: { onSuccess: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAllConversations,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.all });
      onSuccess();
    },
  });
}
