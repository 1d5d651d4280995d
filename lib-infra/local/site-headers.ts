import type { ServerResponse } from 'node:http';
import {
  isCameraPage,
  isSignOnPage,
  securityHeaders,
  type ContentSecurityPolicySources,
} from '../web/security-headers';

/** The twin's SPA reaches Cognito through /cognito on its own origin: the CSP names no other. */
let localCspSources: ContentSecurityPolicySources = { connect: [], formActions: [] };

/**
 * The hashes of the prerendered pages' inline stylesheets the --dist twin serves (the renderer's
 * build wrote them: lib-infra/web/inline-style-hashes.ts), in the CSP as CloudFront's policy has
 * them; none for the dev server, whose pages are never prerendered.
 */
export function useInlineStyleHashes(styleHashes: readonly string[]): void {
  localCspSources = { ...localCspSources, styleHashes };
}

/**
 * Sets CloudFront's security headers for this path on a local answer, as its response headers
 * policies do on every answer of the site. `nonce` only for a page of the Vite dev server.
 */
export function setSiteHeaders(response: ServerResponse, pathname: string, nonce?: string): void {
  const headers = securityHeaders({
    sources: localCspSources,
    camera: isCameraPage(pathname),
    signOn: isSignOnPage(pathname),
    nonce,
  });
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
}
