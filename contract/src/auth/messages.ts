// The texts of account validation and errors (spec §5, §8). They are the api's `message` and, in the app, the
// i18n keys that the en and ko catalogues translate; keep the spec's wording exactly where the spec gives one.

export const AuthMessage = {
  invalidEmail: 'Invalid e-mail address',
  emailUnavailable: 'This e-mail address is unavailable',
  invalidPassword: 'Invalid password',
  oldPasswordRequired: 'Please enter your current password',
  oldPasswordIncorrect: 'Your current password is incorrect',
  invalidName: 'Name must be 2 to 10 characters with no spaces',
  gradeRequired: 'Please select your grade',
  sexRequired: 'Please select your sex',
  birthdayRequired: 'Please enter a valid birthday',
  countryRequired: 'Please select your country',
  codeRequired: 'Please enter the verification number',
  codeIncorrect: 'Verification number is incorrect',
  codeExpired: 'The verification number has expired. Please request a new one',
  codeTooManyTries: 'Too many wrong tries. Please request a new verification number',
  codeResendTooSoon: 'Please wait a moment before requesting another verification number',
  emailNotVerified: 'Please verify your e-mail address first',
  termsRequired: 'You must agree to the required terms and conditions to join',
  loginFailed: 'The e-mail address or password is incorrect',
  loginLocked: 'Too many failed logins. Please try again later',
  sessionExpired: 'Your session has expired. Please log in again',
  userNotFound: "We couldn't find your account",
  oauthDisabled: 'This sign-in method is not available',
  oauthFailed: 'Sign-in with this provider did not complete. Please try again',
  signupRequired: 'Please finish signing up',
  pendingExpired: 'Your sign-up session has expired. Please sign in again',
} as const;
export type AuthMessage = (typeof AuthMessage)[keyof typeof AuthMessage];

export const AUTH_MESSAGES: readonly string[] = Object.values(AuthMessage);

/** Account error codes beyond the shared catalogue (E00001 and E00004 live in common/errors.ts). */
export const AuthErrorCode = {
  InvalidCredentials: 'E_AUTH_CREDENTIALS',
  LoginLocked: 'E_AUTH_LOCKED',
  EmailUnavailable: 'E_EMAIL_UNAVAILABLE',
  CodeIncorrect: 'E_CODE_INCORRECT',
  CodeExpired: 'E_CODE_EXPIRED',
  CodeTooManyTries: 'E_CODE_TOO_MANY_TRIES',
  CodeResendTooSoon: 'E_CODE_RESEND_TOO_SOON',
  EmailNotVerified: 'E_EMAIL_NOT_VERIFIED',
  OldPasswordIncorrect: 'E_OLD_PASSWORD',
  OAuthDisabled: 'E_OAUTH_DISABLED',
  OAuthFailed: 'E_OAUTH_FAILED',
  PendingExpired: 'E_PENDING_EXPIRED',
} as const;
export type AuthErrorCode = (typeof AuthErrorCode)[keyof typeof AuthErrorCode];
