// GET the student's latest conversations with the tutor, for the history list.
import { CHAT_PATHS, ConversationListSchema, type ConversationList } from '@mathbridge/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { chatKeys } from './chat-keys';

export const HISTORY_PAGE_SIZE = 50;

export function listConversations(): Promise<ConversationList> {
  return request(`${CHAT_PATHS.conversations}?page=1&size=${HISTORY_PAGE_SIZE}`, {
    schema: ConversationListSchema,
    errorMode: 'quiet',
    showLoading: false,
  });
}

export const conversationsQueryOptions = queryOptions({ queryKey: chatKeys.conversations, queryFn: listConversations });
