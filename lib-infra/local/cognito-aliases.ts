import {
  AdminGetUserCommand,
  ListUsersCommand,
  UserNotFoundException,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';

/** Calls whose user is named by `Username` (the admin API) or by AuthParameters.USERNAME (sign-in). */
const ADMIN_USER_CALL = /^Admin/;
const SIGN_IN_CALLS = new Set(['InitiateAuth', 'AdminInitiateAuth']);

export interface PreferredUsernameAliases {
  /** The call's input with a preferred_username alias replaced by the user's username; other input as it came. */
  resolve(action: string, input: Record<string, unknown>): Promise<Record<string, unknown>>;
}

/**
 * The AWS pool has preferred_username as a sign-in alias (lib-infra/auth/user-pool.ts): Cognito
 * signs a user in by their alias and takes it as `Username` in the admin API. cognito-local knows
 * no aliases, so the pool's front (cognito-front.ts) rewrites an alias to the username first: a
 * name that is no user's username but one user's preferred_username (as Cognito compares them,
 * without case) is that user. A student's regenerated username (functions/domain/students) signs
 * in so locally too.
 */
export function preferredUsernameAliases(options: {
  admin: CognitoIdentityProviderClient;
  poolIdOfClient: (clientId: string) => Promise<string | null>;
}): PreferredUsernameAliases {
  const { admin } = options;

  async function usernameOf(poolId: string, name: string): Promise<string | null> {
    try {
      await admin.send(new AdminGetUserCommand({ UserPoolId: poolId, Username: name }));
      return null;
    } catch (error) {
      if (!(error instanceof UserNotFoundException)) throw error;
    }
    const alias = name.trim().toLowerCase().replace(/["\\]/g, '');
    const { Users = [] } = await admin.send(
      new ListUsersCommand({ UserPoolId: poolId, Filter: `preferred_username = "${alias}"`, Limit: 2 }),
    );
    return Users.length === 1 ? (Users[0]?.Username ?? null) : null;
  }

  return {
    async resolve(action, input) {
      if (SIGN_IN_CALLS.has(action)) {
        const parameters = (input['AuthParameters'] ?? {}) as Record<string, string>;
        const name = parameters['USERNAME'];
        if (!name) return input;
        const poolId =
          typeof input['UserPoolId'] === 'string'
            ? input['UserPoolId']
            : await options.poolIdOfClient(String(input['ClientId'] ?? ''));
        const username = poolId ? await usernameOf(poolId, name) : null;
        return username ? { ...input, AuthParameters: { ...parameters, USERNAME: username } } : input;
      }
      if (
        ADMIN_USER_CALL.test(action) &&
        typeof input['Username'] === 'string' &&
        typeof input['UserPoolId'] === 'string' &&
        action !== 'AdminCreateUser'
      ) {
        const username = await usernameOf(input['UserPoolId'], input['Username']);
        return username ? { ...input, Username: username } : input;
      }
      return input;
    },
  };
}
