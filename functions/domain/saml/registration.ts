import type * as z from 'zod/mini';
import { ALREADY_SAML_LINKED, SCHOOL_ROLE_REQUIRED, samlProvisioningError } from '../../../shared/schemas/saml';
import { SCHOOL_SIGN_ON_MESSAGES, type samlRegistrationRequestSchema } from '../../../shared/schemas/saml-accounts';
import { NEW_ACCOUNT_STATE, type SessionUser } from '../../../shared/schemas/user';
import type { SignInDirectory } from '../../adapters/sign-in-directory/port';
import { findUserIdBySamlNameId, samlAccountPutRequests } from '../../data/saml-accounts';
import { normaliseUsername } from '../../data/usernames';
import { ConflictError, ValidationError } from '../../platform/errors';
import { logger } from '../../platform/logger';
import {
  assertEmailHasNoAccount,
  fieldError,
  missingDetails,
  saveFederatedProfile,
} from '../auth/federated-registration';
import { schoolSignOnOf } from './identity';
import { recordingSchoolSignOnFailure } from './last-error';

export type SamlRegistration = z.output<typeof samlRegistrationRequestSchema>;

export interface SchoolSignOnDependencies {
  directory: Pick<SignInDirectory, 'samlIdentity'>;
  clock: () => Date;
}

/**
 * visitor-and-account §2 SAML registration: a first-time school sign-on person becomes a teacher
 * or student of the provider's school. The role is the provider's when it asserted one, else the
 * person's choice; names and email are the provider's where it supplied them (the last name and
 * email may be left out by students, as in social registration). The school is the one the answer
 * names when the provider serves it, else the provider's only school; when neither tells, nothing
 * is written and 'Error provisioning SAML account: …' is the answer. The profile (keyed by the
 * federated user's sub, username = the federated username), its username claim and its SAML
 * account are written in one transaction. Refusals other than form fields become the caller's last error.
 */
export async function registerSamlPerson(
  caller: { userId: string; username: string },
  request: SamlRegistration,
  { directory, clock }: SchoolSignOnDependencies,
): Promise<SessionUser> {
  const now = clock();
  return recordingSchoolSignOnFailure(caller.userId, now, async () => {
    const { identity, idp, samlUser } = await schoolSignOnOf(caller.username, directory);
    const schoolRole = samlUser.schoolRole ?? request.schoolRole ?? null;
    const firstName = identity.givenName ?? request.firstName ?? null;
    const lastName = identity.familyName ?? request.lastName ?? null;
    const email = identity.email ?? request.email ?? null;

    const errors = [
      ...(schoolRole ? [] : [fieldError('schoolRole', SCHOOL_ROLE_REQUIRED)]),
      ...missingDetails({ firstName, lastName, email }, { student: schoolRole === 'student' }),
    ];
    if (errors.length) throw new ValidationError(errors);
    if (!samlUser.schoolId) {
      logger.warn('a school sign-on named no school the provider serves', {
        samlIdpId: idp.id,
        schoolKey: identity.schoolKey,
        schoolIds: idp.schoolIds,
      });
      throw new ConflictError(samlProvisioningError(SCHOOL_SIGN_ON_MESSAGES.noSchool));
    }
    if (await findUserIdBySamlNameId(idp.id, identity.nameId)) throw new ConflictError(ALREADY_SAML_LINKED);
    await assertEmailHasNoAccount(email, SCHOOL_SIGN_ON_MESSAGES.emailHasAccount);

    const user: SessionUser = {
      id: caller.userId,
      username: normaliseUsername(caller.username),
      email,
      title: request.title ?? null,
      firstName: firstName ?? '',
      lastName: lastName ?? '',
      countryId: null,
      homeRole: null,
      schoolRole,
      isSchoolAdmin: false,
      schoolId: samlUser.schoolId,
      parentId: null,
      staffRoles: [],
      createdAt: now.toISOString(),
      ...NEW_ACCOUNT_STATE,
      hasPassword: false,
      socialAccounts: [],
    };
    const account = {
      userId: user.id,
      samlIdpId: idp.id,
      nameId: identity.nameId,
      email: identity.email ?? email,
      linkedAt: now.toISOString(),
    };
    await saveFederatedProfile(user, samlAccountPutRequests(account), now);
    return user;
  });
}
