// GET one of the student's conversations with all its messages.
import { buildPath, CHAT_PATHS, ConversationSchema, type Conversation } from '@mathbridge/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { chatKeys } from './chat-keys';

export function getConversation(id: string): Promise<Conversation> {
  return request(buildPath(CHAT_PATHS.conversation, { id }), {
    schema: ConversationSchema,
    errorMode: 'silent',
    showLoading: false,
  });
}

export const conversationQueryOptions = (id: string) =>
  queryOptions({ queryKey: chatKeys.conversation(id), queryFn: () => getConversation(id) });
