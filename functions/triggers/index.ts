/** The user pool's triggers, each a module functions/triggers/<name>.ts bundled like a route. */
export const USER_POOL_TRIGGERS = ['post-authentication', 'pre-token-generation'] as const;
export type UserPoolTrigger = (typeof USER_POOL_TRIGGERS)[number];
