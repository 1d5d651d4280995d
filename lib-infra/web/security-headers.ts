export interface ContentSecurityPolicySources {
  /** Origins the SPA calls with fetch besides its own (Cognito's API, the hosted sign-in domain). */
  connect: readonly string[];
  /** Origins a form may post to besides the site (the hosted domain's SAML intake). */
  formActions: readonly string[];
}

/**
 * The Content-Security-Policy of the site. Everything the SPA loads comes from its own origin (the
 * Vite build, /config.json and the API under /api), so only sign-in reaches elsewhere. Styles are
 * files of the build: React's style props go through the CSSOM, which CSP does not block, so no
 * 'unsafe-inline' is needed. A third-party script (a card payment form) must be added here.
 */
export function contentSecurityPolicy(sources: ContentSecurityPolicySources): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...sources.connect],
    'form-action': ["'self'", ...sources.formActions],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([directive, values]) => `${directive} ${values.join(' ')}`)
    .join('; ');
}
