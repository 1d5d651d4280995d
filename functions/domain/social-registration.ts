import { NOT_A_SOCIAL_SIGN_IN, type SocialUser } from '../../shared/schemas/social-registration';
import type { SignInDirectory } from '../adapters/sign-in-directory/port';
import { NotFoundError } from '../platform/errors';

/**
 * Who the provider says a federated person is: the user pool keeps what Google or Facebook
 * returned (the mapped attributes and `identities`) on the federated user, in AWS and in the twin
 * alike. A user of the pool without a social identity (a password account) is not one.
 */
export async function socialUserOf(username: string, directory: Pick<SignInDirectory, 'federatedIdentity'>): Promise<SocialUser> {
  const identity = username ? await directory.federatedIdentity(username) : null;
  if (!identity) throw new NotFoundError(NOT_A_SOCIAL_SIGN_IN);
  return { provider: identity.provider, socialId: identity.socialId, socialEmail: identity.email, firstName: identity.givenName, lastName: identity.familyName, title: null };
}
