// Which chrome a path gets (spec §2): the top bar type, and the bottom bar tab that follows the first path segment.
import { isChromeHidden, type TopBarType } from '@mathbridge/contract';

const segmentsOf = (pathname: string) => pathname.split('/').filter(Boolean);

/** none where the chrome is hidden; workTopBar inside a workbook; solveTopBar elsewhere under /solve; else topBar. */
export function topBarType(pathname: string): TopBarType {
  if (isChromeHidden(pathname)) return 'none';
  const segments = segmentsOf(pathname);
  if (segments.some((s) => s.startsWith('workbook'))) return 'workTopBar';
  if (segments[0] === 'solve') return 'solveTopBar';
  return 'topBar';
}

export const BOTTOM_TABS = ['home', 'learning', 'solve', 'analytics', 'more'] as const;
export type BottomTab = (typeof BOTTOM_TABS)[number];

export const BOTTOM_TAB_PATHS: Record<BottomTab, string> = {
  home: '/',
  learning: '/study',
  solve: '/solve/one',
  analytics: '/analytics/record',
  more: '/more',
};

/** The selected tab follows the first path segment; paths outside the tabs select none. */
export function bottomTabFor(pathname: string): BottomTab | false {
  const first = segmentsOf(pathname)[0];
  switch (first) {
    case undefined:
      return 'home';
    case 'study':
      return 'learning';
    case 'solve':
      return 'solve';
    case 'analytics':
      return 'analytics';
    case 'more':
      return 'more';
    default:
      return false;
  }
}
