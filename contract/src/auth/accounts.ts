// Account requests and answers: the field rules of spec §5 shared by the signup screens and the api.
import { z } from 'zod';
import { LANGUAGES, LIMITS, SEXES } from '../common/constants.js';
import { isCountryCode } from '../countries.js';
import { SPEC_CALLS } from '../routes/paths.js';
import { USER_ROLES } from '../support/support.js';
import { AuthMessage } from './messages.js';

/** School stage, the "grade/class" of the signup form; ETC is for anyone not in school. */
export const GRADE_CLASSES = ['ELEMENTARY', 'MIDDLE', 'HIGH', 'ETC'] as const;
export type GradeClass = (typeof GRADE_CLASSES)[number];
/** How many years each stage has: the "subclass" is 1..max, and absent for ETC. */
export const GRADE_SUB_MAX: Readonly<Record<GradeClass, number>> = { ELEMENTARY: 6, MIDDLE: 3, HIGH: 3, ETC: 0 };

export const OAUTH_PROVIDERS = ['kakao', 'google'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export const EMAIL_CODE = {
  length: 6,
  ttlMs: 10 * 60_000,
  maxWrongTries: 5,
  resendIntervalMs: 60_000,
} as const;

const EMAIL_MAX = 254;
/** 8 to 20 printable ASCII characters without spaces, with at least a letter, a digit and a special character. */
const PASSWORD_PATTERN = new RegExp(
  `^(?=.*[A-Za-z])(?=.*\\d)(?=.*[^A-Za-z\\d])[\\x21-\\x7E]{${LIMITS.passwordMin},${LIMITS.passwordMax}}$`,
);
const NAME_PATTERN = new RegExp(`^\\S{${LIMITS.nameMin},${LIMITS.nameMax}}$`, 'u');
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export const EmailSchema = z
  .string({ error: AuthMessage.invalidEmail })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, { error: AuthMessage.invalidEmail })
  .pipe(z.email({ error: AuthMessage.invalidEmail }));

export const PasswordSchema = z
  .string({ error: AuthMessage.invalidPassword })
  .regex(PASSWORD_PATTERN, { error: AuthMessage.invalidPassword });

export const NameSchema = z
  .string({ error: AuthMessage.invalidName })
  .regex(NAME_PATTERN, { error: AuthMessage.invalidName });

/** A real calendar date (YYYY-MM-DD) from 1900 up to today. */
export function isValidBirthday(value: string, today: Date = new Date()): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return year >= 1900 && date.getTime() <= todayUtc;
}

export const BirthdaySchema = z
  .string({ error: AuthMessage.birthdayRequired })
  .refine((value) => isValidBirthday(value), { error: AuthMessage.birthdayRequired });

export const EmailCodeSchema = z
  .string({ error: AuthMessage.codeRequired })
  .trim()
  .min(1, { error: AuthMessage.codeRequired, abort: true })
  .regex(new RegExp(`^\\d{${EMAIL_CODE.length}}$`), { error: AuthMessage.codeIncorrect });

export const TermsSchema = z
  .object(
    {
      service: z.boolean({ error: AuthMessage.termsRequired }),
      privacy: z.boolean({ error: AuthMessage.termsRequired }),
      marketing: z.boolean().default(false),
    },
    { error: AuthMessage.termsRequired },
  )
  .refine((terms) => terms.service && terms.privacy, { error: AuthMessage.termsRequired });
export type Terms = z.infer<typeof TermsSchema>;

const profileShape = {
  name: NameSchema,
  birthday: BirthdaySchema,
  gradeClass: z.enum(GRADE_CLASSES, { error: AuthMessage.gradeRequired }),
  gradeSub: z.number({ error: AuthMessage.gradeRequired }).int().min(1).max(6).nullable().default(null),
  sex: z.enum(SEXES, { error: AuthMessage.sexRequired }),
  countryCode: z
    .string({ error: AuthMessage.countryRequired })
    .refine((code) => isCountryCode(code), { error: AuthMessage.countryRequired }),
};

/** A subclass is required for a school stage and must fit it; ETC has none. */
function gradeFits(profile: { gradeClass: GradeClass; gradeSub: number | null }): boolean {
  const max = GRADE_SUB_MAX[profile.gradeClass];
  if (max === 0) return profile.gradeSub === null;
  return profile.gradeSub !== null && profile.gradeSub <= max;
}
const gradeRule = { error: AuthMessage.gradeRequired, path: ['gradeSub'] };

export const ProfileSchema = z.object(profileShape).refine(gradeFits, gradeRule);
export type Profile = z.infer<typeof ProfileSchema>;

export const EmailSignupRequestSchema = z
  .object({
    method: z.literal('email'),
    email: EmailSchema,
    emailCode: EmailCodeSchema,
    password: PasswordSchema,
    passwordConfirm: z.string({ error: AuthMessage.invalidPassword }),
    terms: TermsSchema,
    ...profileShape,
  })
  .refine((body) => body.password === body.passwordConfirm, {
    error: AuthMessage.invalidPassword,
    path: ['passwordConfirm'],
  })
  .refine(gradeFits, gradeRule);
export type EmailSignupRequest = z.infer<typeof EmailSignupRequestSchema>;

/**
 * Finishing a first Kakao or Google sign-in (/user/signupAfter). The e-mail and its code are needed only when the
 * provider did not give a verified address.
 */
export const OAuthSignupRequestSchema = z
  .object({
    method: z.literal('oauth'),
    pendingToken: z.string().min(1),
    email: EmailSchema.optional(),
    emailCode: EmailCodeSchema.optional(),
    terms: TermsSchema,
    ...profileShape,
  })
  .refine(gradeFits, gradeRule);
export type OAuthSignupRequest = z.infer<typeof OAuthSignupRequestSchema>;

/** POST /api/auth/signup: answers a TokenPair (the gateway keeps it in the session cookie). */
export const SignupRequestSchema = z.discriminatedUnion('method', [EmailSignupRequestSchema, OAuthSignupRequestSchema]);
export type SignupRequest = z.infer<typeof SignupRequestSchema>;

export const LoginRequestSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: AuthMessage.invalidPassword })
    .min(1, { error: AuthMessage.invalidPassword })
    .max(128, { error: AuthMessage.invalidPassword }),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const EmailRequestSchema = z.object({ email: EmailSchema });
export type EmailRequest = z.infer<typeof EmailRequestSchema>;

export const EmailAvailabilitySchema = z.object({ available: z.boolean() });
export type EmailAvailability = z.infer<typeof EmailAvailabilitySchema>;

/** When the code stops working and when another may be asked for (epoch ms). */
export const EmailCodeSentSchema = z.object({ expiresAt: z.number().int(), resendAvailableAt: z.number().int() });
export type EmailCodeSent = z.infer<typeof EmailCodeSentSchema>;

export const EmailCodeVerifyRequestSchema = z.object({ email: EmailSchema, code: EmailCodeSchema });
export type EmailCodeVerifyRequest = z.infer<typeof EmailCodeVerifyRequestSchema>;

export const EmailCodeVerifiedSchema = z.object({ verified: z.literal(true) });

export const ChangePasswordRequestSchema = z
  .object({
    oldPassword: z
      .string({ error: AuthMessage.oldPasswordRequired })
      .min(1, { error: AuthMessage.oldPasswordRequired })
      .max(128),
    newPassword: PasswordSchema,
    newPasswordConfirm: z.string({ error: AuthMessage.invalidPassword }),
  })
  .refine((body) => body.newPassword === body.newPasswordConfirm, {
    error: AuthMessage.invalidPassword,
    path: ['newPasswordConfirm'],
  });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

/** Accounts with a password confirm it to withdraw; Kakao and Google accounts send none. */
export const WithdrawRequestSchema = z.object({ password: z.string().max(128).optional() });
export type WithdrawRequest = z.infer<typeof WithdrawRequestSchema>;

/** Device language save (spec §7): the UI language and the translation target. */
export const LanguageRequestSchema = z.object({
  languageType: z.enum(LANGUAGES),
  translationCode: z.string().regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, { error: 'Invalid translation code' }),
});
export type LanguageRequest = z.infer<typeof LanguageRequestSchema>;

/** GET /api/user/me: the current user, never with a password hash or tokens. */
export const UserMeSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  birthday: z.string().nullable(),
  gradeClass: z.enum(GRADE_CLASSES).nullable(),
  gradeSub: z.number().int().nullable(),
  sex: z.enum(SEXES).nullable(),
  countryCode: z.string().nullable(),
  languageType: z.enum(LANGUAGES).nullable(),
  translationCode: z.string().nullable(),
  terms: z.object({ service: z.boolean(), privacy: z.boolean(), marketing: z.boolean() }),
  mustChangePassword: z.boolean(),
  hasPassword: z.boolean(),
  providers: z.array(z.enum(OAUTH_PROVIDERS)),
  createdAt: z.string(),
  /** Operators also write notices, the FAQ and answers to inquiries. */
  role: z.enum(USER_ROLES).default('student'),
});
export type UserMe = z.infer<typeof UserMeSchema>;

export const OAuthProvidersSchema = z.object({ kakao: z.boolean(), google: z.boolean() });
export type OAuthProviders = z.infer<typeof OAuthProvidersSchema>;

export const OAuthStartRequestSchema = z.object({ provider: z.enum(OAUTH_PROVIDERS) });
export const OAuthStartSchema = z.object({ authorizationUrl: z.string() });
export type OAuthStart = z.infer<typeof OAuthStartSchema>;

/** The query of /callback/kakao or /callback/google, sent on to the api. */
export const OAuthExchangeRequestSchema = z.object({
  provider: z.enum(OAUTH_PROVIDERS),
  code: z.string().min(1).max(2048),
  state: z.string().min(1).max(256),
  /** The issuer the provider names in the redirect (RFC 9207), when it does. */
  iss: z.string().max(512).optional(),
});
export type OAuthExchangeRequest = z.infer<typeof OAuthExchangeRequestSchema>;

/**
 * A linked identity gets a one-time ticket for POST /api/auth/oauth/callback (which answers the TokenPair); a new
 * one gets a pending token for /user/signupAfter.
 */
export const OAuthExchangeSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('login'), ticket: z.string() }),
  z.object({
    status: z.literal('signup'),
    pendingToken: z.string(),
    email: z.string().nullable(),
    emailVerified: z.boolean(),
    name: z.string().nullable(),
  }),
]);
export type OAuthExchange = z.infer<typeof OAuthExchangeSchema>;

export const OAuthCallbackRequestSchema = z.object({ ticket: z.string().min(1).max(256) });
export type OAuthCallbackRequest = z.infer<typeof OAuthCallbackRequestSchema>;

/** Paths of the account calls, shared by the api routes and the app. */
export const AUTH_PATHS = {
  login: '/api/auth/login',
  signup: '/api/auth/signup',
  refresh: '/api/auth/refresh',
  logout: '/api/auth/logout',
  emailAvailability: '/api/auth/email-availability',
  emailCode: '/api/auth/email-code',
  emailCodeVerify: '/api/auth/email-code/verify',
  forgotPassword: '/api/auth/password/forgot',
  oauthProviders: '/api/auth/oauth/providers',
  oauthStart: '/api/auth/oauth/start',
  oauthExchange: '/api/auth/oauth/exchange',
  oauthCallback: '/api/auth/oauth/callback',
  me: SPEC_CALLS.me,
  changePassword: '/api/user/password',
  language: '/api/user/language',
  withdraw: '/api/user/withdraw',
  activePing: SPEC_CALLS.activePing,
} as const;
