// Enumerations and business constants of spec §3 and §9, shared by every service.

export const QUESTION_TYPES = ['multiple', 'essay'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const WORKBOOK_MODES = ['ONE', 'DIAGNOSE'] as const;
export type WorkbookMode = (typeof WORKBOOK_MODES)[number];

export const STUDY_MODES = [
  'INCORRECT',
  'RECENT',
  'FAST',
  'SEARCH',
  'SAME',
  'SAME_UNIT',
  'NEXT',
  'TODAY',
  'STUDY',
  'LAWN',
  'CHAT',
] as const;
export type StudyMode = (typeof STUDY_MODES)[number];

export const LANGUAGES = ['ko', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ko';
export const FALLBACK_LANGUAGE: Language = 'ko';

/** Themes by value; dark is value 5 (spec §3). */
export const THEMES = ['default', 'blue', 'red', 'green', 'black', 'dark', 'amber'] as const;
export type ThemeName = (typeof THEMES)[number];
export const DARK_THEME_VALUE = 5;

export const LOGIN_STATES = ['INIT', 'LOGIN', 'NO_LOGIN'] as const;
export type LoginState = (typeof LOGIN_STATES)[number];

export const INIT_VIEW_STATUSES = ['INIT', 'OK'] as const;
export type InitViewStatus = (typeof INIT_VIEW_STATUSES)[number];

export const TOP_BAR_TYPES = ['none', 'topBar', 'solveTopBar', 'workTopBar'] as const;
export type TopBarType = (typeof TOP_BAR_TYPES)[number];

export const SEXES = ['man', 'woman'] as const;
export type Sex = (typeof SEXES)[number];

/** Browser storage keys (spec §3). The access token is kept in memory, not storage. */
export const STORAGE_KEYS = {
  translationCode: 'translationCode',
  languageType: 'languageType',
  showTimer: 'SHOW_TIMER',
  androidFilter: 'ANDROID_FILTER',
  backUrlPath: 'BACK_URL_PATH',
  theme: 'theme',
} as const;

/**
 * Plain cookies the app keeps in step with the page's language and theme, so the gateway can send a visitor the page
 * drawn at build time in that language (and only for the default theme) before any script runs.
 */
export const PAINT_COOKIES = { language: 'uiLanguage', theme: 'uiTheme' } as const;

/** The visitor's pages the web build draws to HTML, in each language (web/src/ssr). */
export const PRERENDERED_PATHS = ['/preview', '/main', '/user/login'] as const;

export const PALETTE = {
  primary: '#24A3FF',
  secondary: '#22D0DB',
  success: '#21BE8F',
  info: '#38C7F4',
  warning: '#FFD84F',
  error: '#F36F52',
  lightBackground: '#F9F9F9',
  darkBackground: '#2D3032',
} as const;

export const LIMITS = {
  mobileBreakpointPx: 700,
  nameMin: 2,
  nameMax: 10,
  passwordMin: 8,
  passwordMax: 20,
  interestsMax: 5,
  questionsMin: 1,
  firstTestProblems: 5,
  defaultPageSize: 5,
  recentProblemsWindow: 10,
  analyticsMonthsWindow: 6,
  translationDelayMs: 500,
  requestTimeoutMs: 300_000,
  activePingIntervalMs: 300_000,
} as const;

export const DATE_FORMATS = {
  dateTime: 'YYYY-MM-DDTHH:mm:ss',
  date: 'YYYY-MM-DD',
} as const;

export const PLATFORM_ANDROID_MOBILE = 'Android_Mobile';
export const DEFAULT_LANDING_KEY = 'main';
export const DEFAULT_TIMEZONE = 'Asia/Seoul';
/** Payment constants shown by the spec (§1); payments are free during the beta. */
export const MEMBERSHIP = 'MEMBERSHIP';
