// Cross-screen client state of spec §3: paging (page number, a second value, a list), page size, bookmarked units
// and the route history.
import { create } from 'zustand';
import { initialPageSize } from '../../../lib/device';

const ROUTE_HISTORY_MAX = 50;

interface AppState {
  pageNumber: number;
  /** The spec's unnamed "second value" that the top bar links reset to 0 (a list offset). */
  pageOffset: number;
  pageList: unknown[];
  pageSize: number;
  bookmarkedUnitIds: string[];
  routeHistory: string[];
  /** What every top bar link does: page 1, offset 0, empty list. */
  resetPaging(): void;
  setPageNumber(page: number): void;
  setBookmarkedUnitIds(ids: string[]): void;
  pushRoute(path: string): void;
}

export const useAppStore = create<AppState>()((set) => ({
  pageNumber: 1,
  pageOffset: 0,
  pageList: [],
  pageSize: typeof document === 'undefined' ? 5 : initialPageSize(),
  bookmarkedUnitIds: [],
  routeHistory: [],
  resetPaging: () => set({ pageNumber: 1, pageOffset: 0, pageList: [] }),
  setPageNumber: (pageNumber) => set({ pageNumber }),
  setBookmarkedUnitIds: (bookmarkedUnitIds) => set({ bookmarkedUnitIds }),
  pushRoute: (path) =>
    set((s) =>
      s.routeHistory.at(-1) === path ? s : { routeHistory: [...s.routeHistory, path].slice(-ROUTE_HISTORY_MAX) },
    ),
}));
