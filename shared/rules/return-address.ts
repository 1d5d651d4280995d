/**
 * The 'Return to {domain}' bar of the management areas (school-and-family §2: the `return` query
 * parameter, shown as a domain only): an app that sent the person here may offer the way back,
 * but only to an address on the allowed list (the portal itself and the apps of its library), so
 * the bar can never be made into a link to anywhere. Null when the address is absent, unreadable,
 * not http(s) or not allowed. The domain shown keeps a port that is not the scheme's own
 * ('localhost:5173'), so two addresses of one machine read apart.
 */
export function returnAddress(
  value: string | null | undefined,
  allowedHosts: readonly string[],
): { href: string; domain: string } | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const allowed = allowedHosts.some((allowedHost) => {
    const candidate = allowedHost.toLowerCase();
    return host === candidate || host.endsWith(`.${candidate}`);
  });
  return allowed ? { href: url.href, domain: url.host.toLowerCase().replace(/^www\./, '') } : null;
}

/** The hosts of some web addresses (the library's app homepages), leaving out what cannot be read. */
export function hostsOf(addresses: readonly (string | null | undefined)[]): string[] {
  return addresses.flatMap((address) => {
    try {
      return address ? [new URL(address).hostname.toLowerCase().replace(/^www\./, '')] : [];
    } catch {
      return [];
    }
  });
}
