import type { Context } from 'aws-lambda';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import type { MiddlewareObj } from '@middy/core';
import type { SessionUser } from '../../shared/schemas/user';
import type { ActingContext } from '../domain/core/acting-as/admission';

/** What the middlewares hand the handler: the validated request and the caller's profile. */
export interface PortalContext extends Context {
  request: { params: unknown; query: unknown; body: unknown };
  user: SessionUser | null;
  /**
   * Set while the call acts as another user (a grant sent in X-Act-As): `user` is then whom it
   * acts as, and this says who really acts and under which grant.
   */
  acting: ActingContext | null;
  /** The verified token's user (sub and user-pool username); null on public routes. */
  caller: TokenUser | null;
  /** Set by deferredAuthContext: settles when the caller is admitted, rejects when refused. */
  admission?: Promise<void>;
}

export interface TokenUser {
  userId: string;
  username: string;
  /**
   * The sign-in session the token belongs to: Cognito's `origin_jti`, the same in the ID and
   * access tokens of one sign-in and across its refreshes; null when the token names none.
   */
  sessionId: string | null;
}

export type PortalEvent = APIGatewayProxyEventV2;
export type PortalResult = Exclude<APIGatewayProxyResultV2, string>;
export type PortalMiddleware = MiddlewareObj<PortalEvent, PortalResult, Error, PortalContext>;
export type PortalRequest = Parameters<NonNullable<PortalMiddleware['before']>>[0];

/** Claims the JWT authorizer verified (API Gateway in AWS, the local gateway on one machine). */
export function verifiedClaims(event: PortalEvent): Record<string, unknown> | null {
  const context = event.requestContext as { authorizer?: { jwt?: { claims?: Record<string, unknown> } } };
  return context.authorizer?.jwt?.claims ?? null;
}
