import type * as z from 'zod/mini';
import {
  NOT_A_SOCIAL_SIGN_IN,
  SOCIAL_REGISTRATION_MESSAGES,
  type SocialUser,
  type socialRegistrationRequestSchema,
} from '../../../shared/schemas/auth-social';
import { NEW_ACCOUNT_STATE, type SessionUser } from '../../../shared/schemas/user';
import type { SignInDirectory } from '../../adapters/sign-in-directory/port';
import { classMembershipPutRequest, findClassGroupByCode } from '../../data/class-groups';
import { countryExists } from '../../data/countries';
import { normaliseUsername } from '../../data/usernames';
import { NotFoundError, ValidationError } from '../../platform/errors';
import { assertEmailHasNoAccount, fieldError, missingDetails, saveFederatedProfile } from './federated-registration';
import { assertSchoolAcceptsNewAccounts } from '../schools/restricted-accounts';
import { phrase } from '../../../shared/i18n/text';

/**
 * Who the provider says a federated person is: the user pool keeps what Google or Facebook
 * returned (the mapped attributes and `identities`) on the federated user, in AWS and in the twin
 * alike. A user of the pool without a social identity (a password account) is not one.
 */
export async function socialUserOf(
  username: string,
  directory: Pick<SignInDirectory, 'federatedIdentity'>,
): Promise<SocialUser> {
  const identity = username ? await directory.federatedIdentity(username) : null;
  if (!identity) throw new NotFoundError(NOT_A_SOCIAL_SIGN_IN);
  return {
    provider: identity.provider,
    socialId: identity.socialId,
    socialEmail: identity.email,
    firstName: identity.givenName,
    lastName: identity.familyName,
    title: null,
  };
}

export type SocialRegistration = z.output<typeof socialRegistrationRequestSchema>;

export interface SocialRegistrationDependencies {
  directory: Pick<SignInDirectory, 'federatedIdentity'>;
  clock: () => Date;
}

/**
 * visitor-and-account §2 web.login.social-registration: a first-time Google or Facebook person
 * creates their profile, keyed by the federated user's sub, with their social account and the
 * federated username as the username claim. Title, email and names the provider supplied are the
 * provider's; the rest come from the form. A student joins the class of their class code (and
 * its school); everyone else names a country. An email that is a password account's username is
 * refused: linking a federated identity to a password account needs that password, so the person
 * logs in with it instead. A class of a school whose accounts come only from its school system
 * (restrictAccounts) is refused. Nothing is written unless everything is valid.
 */
export async function registerSocialPerson(
  caller: { userId: string; username: string },
  request: SocialRegistration,
  { directory, clock }: SocialRegistrationDependencies,
): Promise<SessionUser> {
  const identity = caller.username ? await directory.federatedIdentity(caller.username) : null;
  if (!identity) throw new NotFoundError(NOT_A_SOCIAL_SIGN_IN);
  const student = request.accountType === 'student';
  const firstName = identity.givenName ?? request.firstName ?? null;
  const lastName = identity.familyName ?? request.lastName ?? null;
  const email = identity.email ?? request.email ?? null;
  const countryId = student ? null : (request.countryId ?? null);

  const errors = missingDetails({ firstName, lastName, email }, { student });
  if (student && !request.classCode)
    errors.push(fieldError('classCode', SOCIAL_REGISTRATION_MESSAGES.classCodeRequired));
  if (!student && !countryId) errors.push(fieldError('countryId', SOCIAL_REGISTRATION_MESSAGES.countryRequired));
  if (errors.length) throw new ValidationError(errors);

  const classGroup = student && request.classCode ? await findClassGroupByCode(request.classCode) : null;
  if (student && !classGroup)
    throw new ValidationError([fieldError('classCode', SOCIAL_REGISTRATION_MESSAGES.classNotFound)]);
  if (classGroup) await assertSchoolAcceptsNewAccounts(classGroup.schoolId);
  if (countryId && !(await countryExists(countryId)))
    throw new ValidationError([fieldError('countryId', phrase('Please choose a country from the list.'))]);
  await assertEmailHasNoAccount(email, SOCIAL_REGISTRATION_MESSAGES.passwordAccount);

  const now = clock();
  const username = normaliseUsername(caller.username);
  const user: SessionUser = {
    id: caller.userId,
    username,
    email,
    title: request.title ?? null,
    firstName: firstName ?? '',
    lastName: lastName ?? '',
    countryId,
    homeRole: request.accountType === 'parent' ? 'parent' : null,
    schoolRole: student ? 'student' : request.accountType === 'teacher' ? 'teacher' : null,
    isSchoolAdmin: false,
    schoolId: classGroup?.schoolId ?? null,
    parentId: null,
    staffRoles: [],
    createdAt: now.toISOString(),
    ...NEW_ACCOUNT_STATE,
    hasPassword: false,
    socialAccounts: [{ provider: identity.provider, socialId: identity.socialId, email: identity.email }],
  };
  await saveFederatedProfile(
    user,
    classGroup ? [{ Put: classMembershipPutRequest(classGroup, user.id, now) }] : [],
    now,
  );
  return user;
}
