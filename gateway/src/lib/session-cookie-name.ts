// The session cookie's name. `__Host-` makes the browser insist on Secure, Path=/ and no Domain.
export const SESSION_COOKIE = '__Host-mb_session';
