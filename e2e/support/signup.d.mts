// Types of signup.mjs: the body of an e-mail signup.
export interface SignupProfile {
  name?: string;
  birthday?: string;
  gradeClass?: string;
  gradeSub?: number | null;
  sex?: string;
  countryCode?: string;
}
export declare function emailSignupBody(
  secrets: { email: string; emailCode: string; password: string },
  profile?: SignupProfile,
): Record<string, unknown>;
