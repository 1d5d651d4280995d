/**
 * The per-viewer-address budgets, over one 5-minute window: the one source of the numbers that
 * the web ACLs' rate rules (lib-infra/edge/rate-rules.ts, which adds each rule's method, path and
 * reason), the twin's front door and the routes that also count per address in the app all use,
 * so the layers never disagree about what a school behind one NAT address may do. It holds no
 * path, so a route's bundle that reads its own budget carries no other area's contract.
 */
export const RATE_WINDOW_SECONDS = 300;

export const SITE_ADDRESS_LIMITS = {
  register: 300,
  'social-registration': 300,
  'check-username': 1000,
  'password-reset-mail': 50,
  'password-reset': 100,
  'voucher-claim': 100,
  'class-code-lookup': 300,
  'contact-us': 20,
  'client-error-reports': 300,
} as const;

/** The names of the site's rules, for the routes that count per address in the app too. */
export type SiteRateRuleName = keyof typeof SITE_ADDRESS_LIMITS;

/**
 * A site rule as the app's own per-address counter (functions/data/rate-limits.ts `RateLimit`):
 * the same limit over the same 5-minute window. WAF's count is an estimate that acts within
 * seconds of a flood, and only in AWS behind CloudFront; the app's count is exact, and also holds
 * where no web ACL is in front. Set equal, neither layer refuses a school the other lets through.
 */
export function addressLimit(name: SiteRateRuleName): { scope: string; limit: number; windowMs: number } {
  return { scope: `address-${name}`, limit: SITE_ADDRESS_LIMITS[name], windowMs: RATE_WINDOW_SECONDS * 1000 };
}
