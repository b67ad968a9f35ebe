// Which push services a subscription may name. The api posts alerts to a subscription's endpoint, so an endpoint is
// accepted only on a known push service: otherwise any student could make the api send requests wherever they like.

/** True when the endpoint is https on one of the hosts or a subdomain of one. */
export function isKnownPushService(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.toLowerCase();
  return hosts.some((known) => host === known || host.endsWith(`.${known}`));
}
