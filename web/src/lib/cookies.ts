// Reading and writing the app's plain (non-session) cookies.

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [rawKey, ...rest] = part.split('=');
    if (rawKey?.trim() === name) return decodeURIComponent(rest.join('=').trim());
  }
  return null;
}

export function writeCookie(
  name: string,
  value: string,
  options: { path?: string; maxAgeSeconds?: number } = {},
): void {
  const attributes = [`path=${options.path ?? '/'}`, 'SameSite=Lax'];
  if (options.maxAgeSeconds != null) attributes.push(`max-age=${options.maxAgeSeconds}`);
  if (window.location.protocol === 'https:') attributes.push('Secure');
  document.cookie = `${name}=${encodeURIComponent(value)}; ${attributes.join('; ')}`;
}
