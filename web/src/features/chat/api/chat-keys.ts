// The query keys of the chat tutor: everything sits under one root, so one prefix marks all of it stale.
export const chatKeys = {
  all: ['chat'] as const,
  conversations: ['chat', 'conversations'] as const,
  conversation: (id: string) => ['chat', 'conversation', id] as const,
  engine: ['chat', 'engine'] as const,
  problem: (id: string) => ['chat', 'problem', id] as const,
};
