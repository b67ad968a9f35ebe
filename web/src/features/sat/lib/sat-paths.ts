// The SAT screens' own links.
import { appPaths } from '../../../lib/paths';

export const satPaths = {
  home: '/sat',
  sample: '/sample/test/workbookSat',
  signup: appPaths.signup,
  login: appPaths.login,
  appHome: appPaths.home,
  test: (id: string) => `/solve/test/sat?id=${encodeURIComponent(id)}`,
} as const;
