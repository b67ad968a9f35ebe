// The screens later features build: the screen's name and the catalogue's 'Coming soon'.
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ComingSoon } from '../../components/coming-soon';
import { useSessionStore } from '../../lib/session-store';
import { appPaths } from '../../lib/paths';

/** The catalogue key naming the screen at a path; the most specific prefix wins. */
export function screenTitleKey(pathname: string): ParseKeys<'common'> | null {
  const rules: [RegExp, ParseKeys<'common'>][] = [
    [/^\/$/, 'screens.home'],
    [/^\/preview/, 'screens.preview'],
    [/^\/report/, 'screens.report'],
    [/^\/main/, 'screens.main'],
    [/^\/study\/learning/, 'screens.studyLearning'],
    [/^\/study\/chat/, 'screens.studyChat'],
    [/^\/study/, 'screens.study'],
    [/^\/analytics/, 'screens.analytics'],
    [/^\/solve\/diagnose\/report/, 'screens.diagnoseReport'],
    [/^\/solve\/(test\/)?diagnose/, 'screens.diagnose'],
    [/^\/solve\/test\/sat/, 'screens.satTest'],
    [/^\/solve\/test\/list/, 'screens.testList'],
    [/^\/solve\/.*workbook/, 'screens.workbook'],
    [/^\/solve/, 'screens.solve'],
    [/^\/sample\/test\/workbookSat/, 'screens.satTest'],
    [/^\/sample/, 'screens.sample'],
    [/^\/test/, 'screens.test'],
    [/^\/sat/, 'screens.sat'],
    [/^\/payment/, 'screens.payment'],
  ];
  return rules.find(([pattern]) => pattern.test(pathname))?.[1] ?? null;
}

export default function ComingSoonRoute() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const loggedIn = useSessionStore((s) => s.loginStatus === 'LOGIN');
  const key = screenTitleKey(pathname);
  const atHome = pathname === appPaths.home || pathname === appPaths.preview;
  return (
    <ComingSoon
      screenTitle={key ? t(key) : undefined}
      backTo={loggedIn ? (atHome ? appPaths.study : appPaths.home) : appPaths.preview}
      backLabel={loggedIn && !atHome ? t('comingSoon.backHome') : t('comingSoon.backPreview')}
    />
  );
}
