// DELETE one of the student's conversations.
import { buildPath, CHAT_PATHS } from '@mathbridge/contract';
import { request } from '../../../lib/http';

export function deleteConversation(id: string): Promise<void> {
  return request(buildPath(CHAT_PATHS.conversation, { id }), { method: 'DELETE', showLoading: false });
}
