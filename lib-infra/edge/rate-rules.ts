/**
 * The rate-based rules of the web ACLs: per viewer address, over a 5-minute window, for the
 * requests people abuse. Limits are set for schools, where a whole class (or school) shares one
 * address behind its network's NAT: sign-in and class-code lookups allow a school's morning;
 * what one person does once (register, reset a password, write to us) allows little more than
 * a computer room doing it together.
 *
 * This list is the one source of the per-address limits: the site's web ACL is made from it
 * (web-acl.ts), the twin's front door applies it (lib-infra/local/edge-rate-rules.ts), and the
 * routes that also count per address in the app take the same numbers from it (addressLimit), so
 * the layers never disagree about what a school may do.
 */
export interface RateRule {
  /** The WAF rule's name (and its metric's). */
  name: string;
  /** Requests per address in 5 minutes before WAF answers 429. */
  limit: number;
  /** Why this limit. */
  reason: string;
}

/** On the CloudFront distribution: API routes by method and path. */
export interface PathRateRule extends RateRule {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
}

/** On the user pool (Cognito's API is called by the browser directly): by the API action called. */
export interface CognitoRateRule extends RateRule {
  /** X-Amz-Target of the action, e.g. AWSCognitoIdentityProviderService.InitiateAuth. */
  actions: readonly string[];
}

export const RATE_WINDOW_SECONDS = 300;

export const SITE_RATE_RULES = [
  {
    name: 'register',
    method: 'POST',
    path: '/api/auth/register',
    limit: 300,
    reason: 'a class registering with its class code in one lesson',
  },
  {
    name: 'social-registration',
    method: 'POST',
    path: '/api/auth/social-registration',
    limit: 300,
    reason: 'as registration',
  },
  {
    name: 'check-username',
    method: 'POST',
    path: '/api/users/check-username',
    limit: 1000,
    reason: 'checked as a username is typed, for a class registering together',
  },
  {
    name: 'password-reset-mail',
    method: 'POST',
    path: '/api/password/email',
    limit: 50,
    reason: 'each mail costs and can be used to flood an inbox',
  },
  {
    name: 'password-reset',
    method: 'POST',
    path: '/api/password/reset',
    limit: 100,
    reason: 'guessing reset codes',
  },
  {
    name: 'voucher-claim',
    method: 'POST',
    path: '/api/vouchers/claim',
    limit: 100,
    reason: 'guessing activation codes',
  },
  {
    name: 'class-code-lookup',
    method: 'POST',
    path: '/api/users/class-search',
    limit: 300,
    reason: 'guessing class codes and addresses',
  },
  {
    name: 'contact-us',
    method: 'POST',
    path: '/api/contact-messages',
    limit: 20,
    reason: 'each message is mailed to support',
  },
  {
    name: 'client-error-reports',
    method: 'POST',
    path: '/api/debug-messages',
    limit: 300,
    reason:
      'a class hitting one broken page together (the SPA sends a few a minute per page), not a script filling the table',
  },
] as const satisfies readonly PathRateRule[];

/** The names of the site's rules, for the routes that count per address in the app too. */
export type SiteRateRuleName = (typeof SITE_RATE_RULES)[number]['name'];

/**
 * A site rule as the app's own per-address counter (functions/data/rate-limits.ts `RateLimit`):
 * the same limit over the same 5-minute window. WAF's count is an estimate that acts within
 * seconds of a flood, and only in AWS behind CloudFront; the app's count is exact, and also holds
 * where no web ACL is in front. Set equal, neither layer refuses a school the other lets through.
 */
export function addressLimit(name: SiteRateRuleName): { scope: string; limit: number; windowMs: number } {
  const rule: PathRateRule | undefined = SITE_RATE_RULES.find((candidate) => candidate.name === name);
  if (!rule) throw new Error(`No site rate rule is named ${name}`);
  return { scope: `address-${rule.name}`, limit: rule.limit, windowMs: RATE_WINDOW_SECONDS * 1000 };
}

/**
 * What a rate rule answers (429), in the API's own error shape so the SPA shows its detail like
 * any refusal. The web ACL sends it as its custom response body; the twin sends the same.
 */
export const RATE_LIMITED_RESPONSE = {
  status: 429,
  contentType: 'application/json',
  body: JSON.stringify({
    errors: [
      {
        status: '429',
        code: 'rate-limited',
        detail: 'Too many requests from your network. Please wait a few minutes and try again.',
      },
    ],
  }),
} as const;

const COGNITO = 'AWSCognitoIdentityProviderService';

export const USER_POOL_RATE_RULES: readonly CognitoRateRule[] = [
  {
    name: 'sign-in',
    actions: [`${COGNITO}.InitiateAuth`],
    limit: 3000,
    reason: 'a school signing in at 9:00 from one address (password, class code and login-card sign-in start here)',
  },
  {
    name: 'sign-in-challenges',
    actions: [`${COGNITO}.RespondToAuthChallenge`],
    limit: 3000,
    reason: 'the TOTP code and the login-card answer of each of those sign-ins',
  },
  {
    name: 'password-reset-mail',
    actions: [`${COGNITO}.ForgotPassword`, `${COGNITO}.ConfirmForgotPassword`],
    limit: 50,
    reason: 'each reset mails a code; confirming is guessing it',
  },
  {
    name: 'sign-up',
    actions: [`${COGNITO}.SignUp`, `${COGNITO}.ConfirmSignUp`],
    limit: 300,
    reason: 'as registration',
  },
];
