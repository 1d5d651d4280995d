/**
 * How long the user pool's tokens live, in AWS and in the local pool alike. ID and access tokens
 * are short because the API Gateway authorizer cannot revoke them (the API's profile check does,
 * see functions/http/auth-context.ts); the refresh token keeps a session for 30 days and is
 * revoked by a global sign-out.
 */
export const TOKEN_LIFETIMES = { idTokenMinutes: 60, accessTokenMinutes: 60, refreshTokenDays: 30 } as const;
