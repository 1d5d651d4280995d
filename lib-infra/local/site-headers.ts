import type { ServerResponse } from 'node:http';
import {
  isCameraPage,
  isSignOnPage,
  securityHeaders,
  type ContentSecurityPolicySources,
} from '../web/security-headers';

/** The twin's SPA reaches Cognito through /cognito on its own origin: the CSP names no other. */
const LOCAL_CSP_SOURCES: ContentSecurityPolicySources = { connect: [], formActions: [] };

/**
 * Sets CloudFront's security headers for this path on a local answer, as its response headers
 * policies do on every answer of the site. `nonce` only for a page of the Vite dev server.
 */
export function setSiteHeaders(response: ServerResponse, pathname: string, nonce?: string): void {
  const headers = securityHeaders({
    sources: LOCAL_CSP_SOURCES,
    camera: isCameraPage(pathname),
    signOn: isSignOnPage(pathname),
    nonce,
  });
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
}
