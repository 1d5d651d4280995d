/**
 * The rate-based rules of the web ACLs: per viewer address, over a 5-minute window, for the
 * requests people abuse. Limits are set for schools, where a whole class (or school) shares one
 * address behind its network's NAT: sign-in and class-code lookups allow a school's morning;
 * what one person does once (register, reset a password, write to us) allows little more than
 * a computer room doing it together.
 *
 * The site's web ACL is made from this list (web-acl.ts) and the twin's front door applies it;
 * its limits come from shared/address-limits.ts, where the routes that also count per address in
 * the app read the same numbers (addressLimit), so the layers never disagree about what a school
 * may do.
 */
import { SITE_ADDRESS_LIMITS, type SiteRateRuleName } from '../../shared/address-limits';

export { RATE_WINDOW_SECONDS, addressLimit, type SiteRateRuleName } from '../../shared/address-limits';

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

export const SITE_RATE_RULES = [
  {
    name: 'register',
    method: 'POST',
    path: '/api/auth/register',
    limit: SITE_ADDRESS_LIMITS['register'],
    reason: 'a class registering with its class code in one lesson',
  },
  {
    name: 'social-registration',
    method: 'POST',
    path: '/api/auth/social-registration',
    limit: SITE_ADDRESS_LIMITS['social-registration'],
    reason: 'as registration',
  },
  {
    name: 'check-username',
    method: 'POST',
    path: '/api/users/check-username',
    limit: SITE_ADDRESS_LIMITS['check-username'],
    reason: 'checked as a username is typed, for a class registering together',
  },
  {
    name: 'password-reset-mail',
    method: 'POST',
    path: '/api/password/email',
    limit: SITE_ADDRESS_LIMITS['password-reset-mail'],
    reason: 'each mail costs and can be used to flood an inbox',
  },
  {
    name: 'password-reset',
    method: 'POST',
    path: '/api/password/reset',
    limit: SITE_ADDRESS_LIMITS['password-reset'],
    reason: 'guessing reset codes',
  },
  {
    name: 'voucher-claim',
    method: 'POST',
    path: '/api/vouchers/claim',
    limit: SITE_ADDRESS_LIMITS['voucher-claim'],
    reason: 'guessing activation codes',
  },
  {
    name: 'class-code-lookup',
    method: 'POST',
    path: '/api/users/class-search',
    limit: SITE_ADDRESS_LIMITS['class-code-lookup'],
    reason: 'guessing class codes and addresses',
  },
  {
    name: 'contact-us',
    method: 'POST',
    path: '/api/contact-messages',
    limit: SITE_ADDRESS_LIMITS['contact-us'],
    reason: 'each message is mailed to support',
  },
  {
    name: 'client-error-reports',
    method: 'POST',
    path: '/api/debug-messages',
    limit: SITE_ADDRESS_LIMITS['client-error-reports'],
    reason:
      'a class hitting one broken page together (the SPA sends a few a minute per page), not a script filling the table',
  },
] as const satisfies readonly (PathRateRule & { name: SiteRateRuleName })[];

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
