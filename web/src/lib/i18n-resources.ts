// The text catalogues' shape and, for unit tests, the catalogues themselves. English defines the shape: a key missing
// from Korean fails the typecheck. The app loads them per language (i18n.ts); these static imports reach the build only
// through `resources`, which the app uses in tests alone.
import enAuth from '../locales/en/auth.json';
import enCommon from '../locales/en/common.json';
import enHome from '../locales/en/home.json';
import enProblem from '../locales/en/problem.json';
import enSolve from '../locales/en/solve.json';
import enStudy from '../locales/en/study.json';
import enTerms from '../locales/en/terms.json';
import enShare from '../locales/en/share.json';
import enRecords from '../locales/en/records.json';
import enTests from '../locales/en/tests.json';
import enSat from '../locales/en/sat.json';
import enDiagnose from '../locales/en/diagnose.json';
import enLevelTest from '../locales/en/level-test.json';
import enRecommend from '../locales/en/recommend.json';
import enChat from '../locales/en/chat.json';
import enMembership from '../locales/en/membership.json';
import enSupport from '../locales/en/support.json';
import enAlerts from '../locales/en/alerts.json';
import enTranslation from '../locales/en/translation.json';
import koAuth from '../locales/ko/auth.json';
import koCommon from '../locales/ko/common.json';
import koHome from '../locales/ko/home.json';
import koProblem from '../locales/ko/problem.json';
import koSolve from '../locales/ko/solve.json';
import koStudy from '../locales/ko/study.json';
import koTerms from '../locales/ko/terms.json';
import koShare from '../locales/ko/share.json';
import koRecords from '../locales/ko/records.json';
import koTests from '../locales/ko/tests.json';
import koSat from '../locales/ko/sat.json';
import koDiagnose from '../locales/ko/diagnose.json';
import koLevelTest from '../locales/ko/level-test.json';
import koRecommend from '../locales/ko/recommend.json';
import koChat from '../locales/ko/chat.json';
import koMembership from '../locales/ko/membership.json';
import koSupport from '../locales/ko/support.json';
import koAlerts from '../locales/ko/alerts.json';
import koTranslation from '../locales/ko/translation.json';

const en = {
  common: enCommon,
  auth: enAuth,
  terms: enTerms,
  problem: enProblem,
  home: enHome,
  study: enStudy,
  solve: enSolve,
  share: enShare,
  records: enRecords,
  tests: enTests,
  sat: enSat,
  diagnose: enDiagnose,
  levelTest: enLevelTest,
  recommend: enRecommend,
  chat: enChat,
  membership: enMembership,
  support: enSupport,
  alerts: enAlerts,
  translation: enTranslation,
};

/** The catalogue type every language must match, derived from the English files. */
export type Catalogue = typeof en;

const ko: Catalogue = {
  common: koCommon,
  auth: koAuth,
  terms: koTerms,
  problem: koProblem,
  home: koHome,
  study: koStudy,
  solve: koSolve,
  share: koShare,
  records: koRecords,
  tests: koTests,
  sat: koSat,
  diagnose: koDiagnose,
  levelTest: koLevelTest,
  recommend: koRecommend,
  chat: koChat,
  membership: koMembership,
  support: koSupport,
  alerts: koAlerts,
  translation: koTranslation,
};

export const resources = { en, ko } satisfies Record<'en' | 'ko', Catalogue>;
export const defaultNamespace = 'common';

/** The namespaces, in the catalogue's order (kept by hand beside the imports above; a test compares them). */
export const namespaces = [
  'common',
  'auth',
  'terms',
  'problem',
  'home',
  'study',
  'solve',
  'share',
  'records',
  'tests',
  'sat',
  'diagnose',
  'levelTest',
  'recommend',
  'chat',
  'membership',
  'support',
  'alerts',
  'translation',
] as const satisfies readonly (keyof Catalogue)[];

/** A catalogue file's namespace: '../locales/ko/level-test.json' is levelTest. */
export function namespaceOf(path: string): string {
  const file = path.slice(path.lastIndexOf('/') + 1).replace(/\.json$/, '');
  return file.replace(/-(\w)/g, (_match, letter: string) => letter.toUpperCase());
}
