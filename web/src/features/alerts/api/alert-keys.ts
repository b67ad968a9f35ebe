// The query keys of the alert centre: everything sits under one root, so reading an alert marks all of it stale.
export const alertKeys = {
  all: ['alerts'] as const,
  unread: ['alerts', 'unread'] as const,
  list: ['alerts', 'list'] as const,
  settings: ['alerts', 'settings'] as const,
};
