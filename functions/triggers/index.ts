/** The user pool's triggers, each a module functions/triggers/<name>.ts bundled like a route. */
export const USER_POOL_TRIGGERS = [
  'post-authentication',
  'pre-token-generation',
  // Login-card sign-in (Cognito CUSTOM_AUTH): define → create → verify, see login-card-challenge.ts.
  'define-auth-challenge',
  'create-auth-challenge',
  'verify-auth-challenge',
] as const;
export type UserPoolTrigger = (typeof USER_POOL_TRIGGERS)[number];
