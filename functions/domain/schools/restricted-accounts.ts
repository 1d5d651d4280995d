import { SCHOOL_SIGN_ON_MESSAGES } from '../../../shared/schemas/saml-accounts';
import { findSamlIdpBySchool } from '../../data/saml-idps';
import { ForbiddenError } from '../../platform/errors';

/**
 * visitor-and-account §8 restricted accounts: a school served by a provider with restrictAccounts
 * gets new accounts only through its school system's sign-on (or a school administrator's
 * federated import). Anything else that would create an account of that school (a student's
 * social registration with a class code, a teacher's import) calls this first: 403, nothing written.
 */
export async function assertSchoolAcceptsNewAccounts(schoolId: string): Promise<void> {
  const idp = await findSamlIdpBySchool(schoolId);
  if (idp?.restrictAccounts) throw new ForbiddenError(SCHOOL_SIGN_ON_MESSAGES.restrictedAccounts);
}
