// The study page's query keys: bookmarks, courses of interest, search results and lessons, all under one root.
export const studyKeys = {
  all: ['study'] as const,
  bookmarks: ['study', 'bookmarks'] as const,
  saveBookmark: ['study', 'save-bookmark'] as const,
  interests: ['study', 'interests'] as const,
  saveInterests: ['study', 'save-interests'] as const,
  search: (q: string) => ['study', 'search', q] as const,
  lesson: (unitId: string) => ['study', 'lesson', unitId] as const,
};
