// Links into the chat: ?problemId= opens (or takes up) the conversation about a problem, ?id= a past conversation.
export const CHAT_PATH = '/study/chat';

export function chatPath(params: { problemId?: string; id?: string } = {}): string {
  const query = new URLSearchParams();
  if (params.id) query.set('id', params.id);
  if (params.problemId) query.set('problemId', params.problemId);
  const text = query.toString();
  return text ? `${CHAT_PATH}?${text}` : CHAT_PATH;
}
