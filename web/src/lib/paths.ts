// Every URL the app calls or links to, in one place.
import { EVENTS_PATH, LOGIN_PATH, SPEC_CALLS, TRANSLATE_PATHS } from '@mathbridge/contract';

export const apiPaths = {
  jwt: SPEC_CALLS.jwt,
  me: SPEC_CALLS.me,
  translate: SPEC_CALLS.translate,
  translateLanguages: TRANSLATE_PATHS.languages,
  courseMap: SPEC_CALLS.courseMap,
  activePing: SPEC_CALLS.activePing,
  events: EVENTS_PATH,
  gatewayHealth: '/api/health',
  gatewayLive: '/healthz',
} as const;

export const appPaths = {
  home: '/',
  preview: '/preview',
  /** The visitors' landing page (the spec's default landing key 'main'). */
  main: '/main',
  /** The sample set: for a logged-in student at /sample, for visitors at /sample/preVer2. */
  sample: '/sample',
  samplePreVer2: '/sample/preVer2',
  signup: '/user/signup',
  login: LOGIN_PATH,
  changePassword: '/user/changePassword',
  study: '/study',
  /** Unit study (?unitId=<unit id>); the trailing slash is part of the spec's route. */
  studyLearning: '/study/learning/',
  analytics: '/analytics/record',
  more: '/more',
  solve: '/solve/one',
  /** A workbook's results (?id=), registered by this app next to the solving routes. */
  solveResult: '/solve/result',
  /** The incorrect notes (study mode INCORRECT). */
  incorrectNotes: '/study/incorrect',
  solveList: '/solve/test/list',
  /** Settings (language and theme): not in the spec's route list, registered by this app under /more. */
  settings: '/more/settings',
  /** Membership (subscribe, cancel) and the payment history. */
  membership: '/more/membership',
  paymentHistory: '/more/membership/payments',
  paymentCallback: '/payment/callback/iamport/kakaopay',
  /** Notices: the list and one notice (/more/notices/:id). */
  notices: '/more/notices',
  noticeDetail: '/more/notices/:id',
  /** The customer centre: the FAQ and the student's inquiries (/more/support/inquiries/:id for one). */
  support: '/more/support',
  supportInquiry: '/more/support/inquiries/:id',
  /** The operators' screen: notices, FAQ and answers (operators only). */
  operator: '/operator',
  /** The alert centre. */
  alerts: '/more/alerts',
  termsOfUse: '/term/use',
  privacy: '/term/privacy',
} as const;
