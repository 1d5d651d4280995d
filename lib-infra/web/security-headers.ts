import { PRERENDERED_PAGE_SCRIPT_HASH } from '../../shared/rules/prerendered-page-script';

/**
 * The security headers of every answer of the site (SPA files, /config.json and the API), in one
 * place: CloudFront's response headers policies are built from them (response-headers-policy.ts)
 * and the local gateway sends the same set (lib-infra/local/site-headers.ts).
 */

export interface ContentSecurityPolicySources {
  /** Origins the SPA calls with fetch besides its own (Cognito's API, the hosted sign-in domain). */
  connect: readonly string[];
  /** Origins a form may post to besides the site (the hosted domain's SAML intake). */
  formActions: readonly string[];
  /**
   * The prerendered pages' inline stylesheets, by their SHA-256 (`'sha256-…'`): the hashes the
   * renderer's build wrote (lib-infra/web/inline-style-hashes.ts). None where no page is prerendered.
   */
  styleHashes?: readonly string[];
}

/**
 * The pages that may use the camera: 'Scan login card' (paths.auth.scanLoginCard in
 * frontend/src/config/paths.ts; a unit test keeps the two in step). A Permissions-Policy holds for
 * the document it came with, so these pages are always entered with a full document load and
 * CloudFront sends them a policy of their own.
 */
export const CAMERA_PAGE_PATHS: readonly string[] = ['/auth/login/scan'];

export function isCameraPage(pathname: string): boolean {
  return CAMERA_PAGE_PATHS.includes(pathname);
}

/**
 * The app sign-on page (POST /api/saml2/idp/launch, functions/domain/app-launch/sign-on-page.ts):
 * its form posts the SAML Response to the app's own assertion consumer on the app's origin, which
 * the site's form-action ('self') would block. Only this answer may post a form to any HTTPS origin;
 * the apps are registered by staff, and the response inside is for that app alone.
 */
export const SIGN_ON_PAGE_PATHS: readonly string[] = [
  '/api/saml2/idp/launch',
  // An LTI tool's pages (functions/domain/lti/lti-pages.ts): the login initiation, the id_token or an
  // OIDC error, each posted to an address the tool registered.
  '/api/lti/login',
  '/api/lti/authorize',
  '/api/lti/launch',
];

export function isSignOnPage(pathname: string): boolean {
  return SIGN_ON_PAGE_PATHS.includes(pathname);
}

/**
 * Powerful features the portal does not use, denied to every page and every frame in it. Only
 * names Chromium knows, so the console stays free of 'Unrecognized feature' warnings. Card wallets
 * (Apple Pay, Google Pay) in a payment form would need `payment` for the provider's frame.
 */
const DENIED_FEATURES = [
  'accelerometer',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

/** The Permissions-Policy of a page: the camera for this origin on the camera pages only. */
export function permissionsPolicy(page: { camera: boolean }): string {
  return [`camera=${page.camera ? '(self)' : '()'}`, ...DENIED_FEATURES.map((feature) => `${feature}=()`)].join(', ');
}

/**
 * The Content-Security-Policy of the site. Everything the SPA loads comes from its own origin (the
 * Vite build, /config.json and the API under /api), so only sign-in reaches elsewhere. Styles are
 * files of the build (or their very text, inline in a prerendered page): React's style props go through the CSSOM, which CSP does not block, so no
 * 'unsafe-inline' is needed. The one third-party script is Stripe.js, which Stripe requires be
 * loaded from its own host: Elements draws the card fields in frames of js.stripe.com, 3-D Secure
 * in hooks.stripe.com, and makes the card on api.stripe.com (Stripe's documented CSP). A finished
 * export's file is a presigned link on the exports bucket's own origin, which the SPA follows (a
 * navigation, which no directive here governs) and never fetches (the bucket has no CORS rule), so
 * connect-src names no bucket; the twin's links are on an origin of their own too, and the e2e
 * download (jobs.spec.ts) fails on any CSP message.
 * `nonce` is for the local twin's Vite dev server only (its inline script and injected styles);
 * the built SPA never needs one. The one inline script of the built site is the prerendered pages'
 * (shared/rules/prerendered-page-script.ts), allowed by its hash alone; their inline stylesheets
 * are allowed each by its hash (`styleHashes`), as the build wrote them: a page's first paint then
 * waits for no stylesheet (docs/internals.md "Prerendered pages"). No 'unsafe-inline' either way.
 */
const STRIPE_JS = 'https://js.stripe.com';

export function contentSecurityPolicy(sources: ContentSecurityPolicySources, nonce?: string): string {
  const nonceSource = nonce ? [`'nonce-${nonce}'`] : [];
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", PRERENDERED_PAGE_SCRIPT_HASH, ...nonceSource, STRIPE_JS],
    'style-src': ["'self'", ...(sources.styleHashes ?? []), ...nonceSource],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...sources.connect, 'https://api.stripe.com'],
    'frame-src': [STRIPE_JS, 'https://hooks.stripe.com'],
    'form-action': ["'self'", ...sources.formActions],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([directive, values]) => `${directive} ${values.join(' ')}`)
    .join('; ');
}

/** HTTPS only for two years, subdomains included. */
const HSTS_MAX_AGE_SECONDS = 730 * 24 * 60 * 60;

export interface SecurityHeaderOptions {
  sources: ContentSecurityPolicySources;
  /** A page of CAMERA_PAGE_PATHS. */
  camera: boolean;
  /** The twin's dev server only, see contentSecurityPolicy. */
  nonce?: string;
  /** A page of SIGN_ON_PAGE_PATHS: its form may post to any HTTPS origin. */
  signOn?: boolean;
}

/** Header name → value, as the browser receives them. */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(
      options.signOn
        ? { ...options.sources, formActions: [...options.sources.formActions, 'https:'] }
        : options.sources,
      options.nonce,
    ),
    'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': permissionsPolicy(options),
  };
}
