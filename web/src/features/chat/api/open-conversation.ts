// POST a new conversation, or take up the student's conversation about that problem.
import { CHAT_PATHS, ConversationSchema, type Conversation } from '@mathbridge/contract';
import { request } from '../../../lib/http';

export function openConversation(problemId: string | null): Promise<Conversation> {
  return request(CHAT_PATHS.conversations, {
    method: 'POST',
    body: problemId ? { problemId } : {},
    schema: ConversationSchema,
    errorMode: 'silent',
    showLoading: false,
  });
}
