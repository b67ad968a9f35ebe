// DELETE one of the student's conversations; every chat query is stale after it.
import { buildPath, CHAT_PATHS } from '@mathbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { chatKeys } from './chat-keys';

export function deleteConversation(id: string): Promise<void> {
  return request(buildPath(CHAT_PATHS.conversation, { id }), { method: 'DELETE', showLoading: false });
}

export function useDeleteConversation({ onSuccess }: { onSuccess: (deletedId: string) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConversation,
    onSuccess: (_, deletedId) => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.all });
      onSuccess(deletedId);
    },
  });
}
