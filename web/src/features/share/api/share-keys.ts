// The shared reports' query keys: the student's own links, and a report opened by its token.
export const shareKeys = {
  all: ['shares'] as const,
  list: ['shares', 'list'] as const,
  open: (token: string) => ['shares', 'open', token] as const,
};
