// The body of an e-mail signup as the app sends it, for the browser tests and the benchmarks that make students
// through the api rather than through the form.

/**
 * A middle-school student in Korea who accepts the required terms; `profile` changes any of the profile fields
 * (name, birthday, gradeClass, gradeSub, sex, countryCode).
 */
export function emailSignupBody({ email, emailCode, password }, profile = {}) {
  return {
    method: 'email',
    email,
    emailCode,
    password,
    passwordConfirm: password,
    terms: { service: true, privacy: true, marketing: false },
    name: 'Minji',
    birthday: '2011-04-05',
    gradeClass: 'MIDDLE',
    gradeSub: 2,
    sex: 'woman',
    countryCode: 'KR',
    ...profile,
  };
}
