import { timingSafeEqual } from 'node:crypto';
import type middy from '@middy/core';
import { DomainError } from '../platform/errors';
import type { PortalContext, PortalEvent, PortalResult } from './request-context';

/** The header CloudFront adds to every request it forwards to the API (lib-infra/web). */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

export const ORIGIN_MESSAGES = {
  direct: 'Call the portal through its site address, not the API’s own address.',
} as const;

/** A request that did not come through CloudFront (the API's own execute-api address): 403. */
export class DirectCallError extends DomainError {
  constructor() {
    super(403, 'direct-call', ORIGIN_MESSAGES.direct);
  }
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Whether a request came through CloudFront: it carries the origin secret the functions are told
 * (ORIGIN_VERIFY). Only such a request's CloudFront headers are believed (viewer-address.ts).
 */
export function carriesOriginSecret(
  headers: Readonly<Record<string, string | undefined>> | undefined,
  expected: string | undefined = process.env.ORIGIN_VERIFY,
): boolean {
  const given = headers?.[ORIGIN_VERIFY_HEADER];
  return Boolean(expected) && typeof given === 'string' && sameSecret(given, expected ?? '');
}

/**
 * The API is reached only through CloudFront, whose web ACL filters and rate-limits requests: in
 * AWS every route function is told the secret CloudFront sends (ORIGIN_VERIFY) and refuses a
 * request without it, before anything else runs. The twin's front door adds its own secret as
 * CloudFront does (lib-infra/local/gateway.ts); a function told no secret checks nothing.
 */
export function originCheck(
  expected: string | undefined = process.env.ORIGIN_VERIFY,
): middy.MiddlewareObj<PortalEvent, PortalResult, Error, PortalContext> {
  return {
    before: (request) => {
      if (!expected) return;
      if (!carriesOriginSecret(request.event.headers, expected)) throw new DirectCallError();
    },
  };
}
