// DELETE every conversation of the student.
import { CHAT_PATHS } from '@mathbridge/contract';
import { request } from '../../../lib/http';

export function deleteAllConversations(): Promise<void> {
  return request(CHAT_PATHS.conversations, { method: 'DELETE', showLoading: false });
}
