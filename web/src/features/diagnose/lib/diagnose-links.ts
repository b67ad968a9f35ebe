// The diagnostic's URLs: its setup, the screen it is solved on and its report.
export const diagnosePaths = {
  setup: '/solve/diagnose/workbook',
  sample: '/sample/preVer2Diagnose',
  signup: '/user/signup',
  solve: (id: string) => `/solve/test/diagnose/workbook?id=${encodeURIComponent(id)}`,
  report: (id: string) => `/solve/diagnose/report?id=${encodeURIComponent(id)}`,
} as const;
