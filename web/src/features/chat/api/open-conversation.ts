// POST a new conversation, or take up the student's conversation about that problem; the opened conversation is
// cached at once and the history list is stale.
import { CHAT_PATHS, ConversationSchema, type Conversation } from '@mathbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { chatKeys } from './chat-keys';

export function openConversation(problemId: string | null): Promise<Conversation> {
  return request(CHAT_PATHS.conversations, {
    method: 'POST',
    body: problemId ? { problemId } : {},
    schema: ConversationSchema,
    errorMode: 'silent',
    showLoading: false,
  });
}

export function useOpenConversation({ onSuccess }: { onSuccess: (conversation: Conversation) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openConversation,
    onSuccess: (conversation) => {
      queryClient.setQueryData(chatKeys.conversation(conversation.id), conversation);
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
      onSuccess(conversation);
    },
  });
}
