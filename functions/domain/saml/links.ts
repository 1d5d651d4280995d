import { accountKind } from '../../../shared/rules/account-kind';
import { samlProviderName } from '../../../shared/rules/federated-sign-in';
import { ALREADY_SAML_LINKED, samlIdpSummary, UNKNOWN_SAML_PROVIDER, type SamlIdp } from '../../../shared/schemas/saml';
import {
  notLinkedMessage,
  onlyWayInMessage,
  SCHOOL_SIGN_ON_MESSAGES,
  type MySamlAccounts,
  type SamlAccountView,
  type SamlLinkTicket,
} from '../../../shared/schemas/saml-accounts';
import type { SessionUser } from '../../../shared/schemas/user';
import { DirectoryIdentityLinkedElsewhereError, type SignInDirectory } from '../../adapters/sign-in-directory/port';
import {
  findUserIdBySamlNameId,
  getSamlAccount,
  listSamlAccounts,
  removeSamlAccount,
  saveSamlAccount,
  SamlAccountTakenError,
  type SamlAccount,
} from '../../data/saml-accounts';
import { findSamlIdpBySchool, getSamlIdp } from '../../data/saml-idps';
import { createSamlLinkTicket, redeemSamlLinkTicket } from '../../data/saml-link-tickets';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors';
import { schoolSignOnOf } from './identity';
import { recordingSchoolSignOnFailure } from './last-error';

/** The caller: the profile, and the token's user-pool username (what Cognito links to). */
export interface SignedInCaller {
  user: SessionUser;
  username: string;
}

export interface SchoolSignOnLinkDependencies {
  directory: Pick<SignInDirectory, 'samlIdentity' | 'linkSamlIdentity' | 'unlinkSamlIdentity'>;
  clock: () => Date;
}

/** Child accounts are signed in to by their parents' arrangements, never through a school system. */
function assertMayUseSchoolSignOn(user: SessionUser): void {
  if (accountKind(user).isChildAccount) throw new ForbiddenError(SCHOOL_SIGN_ON_MESSAGES.childCannotLink);
}

function accountView(account: SamlAccount, idp: SamlIdp): SamlAccountView {
  return { samlIdp: samlIdpSummary(idp), nameId: account.nameId, email: account.email, linkedAt: account.linkedAt };
}

/**
 * POST /api/saml2/link-tickets: a first-time school sign-on person who has an account already
 * gets a single-use ticket (15 minutes) proving their school identity, which that account redeems
 * once signed in (linkSchoolSignOn).
 */
export async function createLinkTicket(
  caller: { userId: string; username: string },
  { directory, clock }: Pick<SchoolSignOnLinkDependencies, 'directory' | 'clock'>,
): Promise<SamlLinkTicket> {
  const { identity, idp } = await schoolSignOnOf(caller.username, directory);
  const { ticket, expiresAt } = await createSamlLinkTicket(
    { samlIdpId: idp.id, nameId: identity.nameId, email: identity.email, createdBy: caller.userId },
    clock(),
  );
  return { ticket, samlIdp: samlIdpSummary(idp), email: identity.email, expiresAt: expiresAt.toISOString() };
}

/**
 * POST /api/saml2/link: links the school identity of a ticket to the signed-in account. The ticket
 * is redeemed first (one account only; the same account may retry), then the user pool links the
 * identity (deleting the provider's own federated user), then the saml-account is written, so a
 * retry after a failure half-way completes the link. Refused: a child account, a ticket unknown,
 * expired or redeemed by another account, an account linked to that provider already, and a
 * NameID linked to another account. Refusals become the caller's last error.
 */
export async function linkSchoolSignOn(
  { user, username }: SignedInCaller,
  ticket: string,
  { directory, clock }: SchoolSignOnLinkDependencies,
): Promise<SamlAccountView> {
  const now = clock();
  return recordingSchoolSignOnFailure(user.id, now, async () => {
    assertMayUseSchoolSignOn(user);
    const redeemed = await redeemSamlLinkTicket(ticket, user.id, now);
    if (!redeemed) throw new NotFoundError(SCHOOL_SIGN_ON_MESSAGES.linkTicketInvalid);
    const idp = await getSamlIdp(redeemed.samlIdpId);
    if (!idp) throw new NotFoundError(UNKNOWN_SAML_PROVIDER);
    const existing = await getSamlAccount(user.id, idp.id);
    if (existing && existing.nameId !== redeemed.nameId) throw new ConflictError(ALREADY_SAML_LINKED);
    const owner = await findUserIdBySamlNameId(idp.id, redeemed.nameId);
    if (owner && owner !== user.id) throw new ConflictError(ALREADY_SAML_LINKED);

    const account = await linkSchoolIdentity(
      { userId: user.id, username },
      { samlIdpId: idp.id, nameId: redeemed.nameId, email: redeemed.email },
      existing,
      { directory, now },
    );
    return accountView(account, idp);
  });
}

/**
 * Links a school identity to an account: the user pool first (deleting the provider's own user),
 * then the saml-account, so a retry after a failure half-way completes the link. `existing` is the
 * account's link to that provider when it has one (with this NameID: only the user pool is
 * repeated). A NameID linked to another account is refused: 409 'This account is already SAML
 * linked'. Used by the link ticket and by Import Teachers - SAML.
 */
export async function linkSchoolIdentity(
  owner: { userId: string; username: string },
  identity: Pick<SamlAccount, 'samlIdpId' | 'nameId' | 'email'>,
  existing: SamlAccount | null,
  { directory, now }: { directory: Pick<SignInDirectory, 'linkSamlIdentity'>; now: Date },
): Promise<SamlAccount> {
  try {
    await directory.linkSamlIdentity({
      destinationUsername: owner.username,
      providerName: samlProviderName(identity.samlIdpId),
      nameId: identity.nameId,
    });
  } catch (error) {
    if (error instanceof DirectoryIdentityLinkedElsewhereError) throw new ConflictError(ALREADY_SAML_LINKED);
    throw error;
  }
  if (existing) return existing;
  const account: SamlAccount = { ...identity, userId: owner.userId, linkedAt: now.toISOString() };
  try {
    await saveSamlAccount(account);
  } catch (error) {
    if (error instanceof SamlAccountTakenError) throw new ConflictError(ALREADY_SAML_LINKED);
    throw error;
  }
  return account;
}

/** Removes a school identity's link, in the user pool then in the table (the account stays). */
export async function unlinkSchoolIdentity(
  account: SamlAccount,
  { directory }: { directory: Pick<SignInDirectory, 'unlinkSamlIdentity'> },
): Promise<void> {
  await directory.unlinkSamlIdentity({ providerName: samlProviderName(account.samlIdpId), nameId: account.nameId });
  await removeSamlAccount(account);
}

/** GET /api/me/saml-accounts: the caller's links (of providers the portal still has), and their school's provider. */
export async function mySchoolSignOns(user: SessionUser): Promise<MySamlAccounts> {
  assertMayUseSchoolSignOn(user);
  return schoolSignOnsView(user, await listSamlAccounts(user.id));
}

/** The links given (of providers the portal still has), with the user's school's provider. */
async function schoolSignOnsView(user: SessionUser, accounts: readonly SamlAccount[]): Promise<MySamlAccounts> {
  const idps = await Promise.all(accounts.map((account) => getSamlIdp(account.samlIdpId)));
  const schoolIdp = user.schoolId ? await findSamlIdpBySchool(user.schoolId) : null;
  return {
    samlAccounts: accounts.flatMap((account, position) => {
      const idp = idps[position];
      return idp ? [accountView(account, idp)] : [];
    }),
    schoolSamlIdp: schoolIdp ? samlIdpSummary(schoolIdp) : null,
  };
}

/**
 * DELETE /api/me/saml-accounts/{samlIdpId}: removes a link, in the user pool then in the table,
 * only while another way in remains (a password, a Google or Facebook account, another link).
 */
export async function unlinkSchoolSignOn(
  user: SessionUser,
  samlIdpId: string,
  { directory }: Pick<SchoolSignOnLinkDependencies, 'directory'>,
): Promise<MySamlAccounts> {
  assertMayUseSchoolSignOn(user);
  const providerName = (await getSamlIdp(samlIdpId))?.name ?? samlIdpId;
  const accounts = await listSamlAccounts(user.id);
  const account = accounts.find((candidate) => candidate.samlIdpId === samlIdpId);
  if (!account) throw new NotFoundError(notLinkedMessage(providerName));
  const anotherWayIn = user.hasPassword || user.socialAccounts.length > 0 || accounts.length > 1;
  if (!anotherWayIn) throw new ConflictError(onlyWayInMessage(providerName));
  await unlinkSchoolIdentity(account, { directory });
  return schoolSignOnsView(
    user,
    accounts.filter((candidate) => candidate !== account),
  );
}
