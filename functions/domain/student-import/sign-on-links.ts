import type { SessionUser } from '../../../shared/schemas/user';
import type { SignInDirectory } from '../../adapters/sign-in-directory/port';
import { getSamlAccount, type SamlAccount } from '../../data/saml-accounts';
import { ConflictError } from '../../platform/errors';
import { linkSchoolIdentity, unlinkSchoolIdentity } from '../saml/links';
import { icu } from '../../../shared/i18n/text';

/**
 * The school sign-on links an import makes and its undo takes back: at a school with a school
 * system (SAML provider), the file's NameID of a row signs that row's account in. Linked and
 * unlinked as school sign-on links always are (functions/domain/saml/links.ts), so the
 * user pool and the table agree. Each call is idempotent: a link already as wanted is left alone.
 */
type LinkDependencies = { directory: SignInDirectory };

/**
 * Makes `nameId` the account's link to the provider, replacing an earlier one. A NameID that
 * signs another account in is not taken from it: `line` says so and nothing changes.
 */
export async function linkAccountNameId(
  profile: Pick<SessionUser, 'id' | 'username' | 'email'>,
  samlIdpId: string,
  nameId: string | null,
  dependencies: LinkDependencies,
  now: Date,
  line: (text: string) => void,
): Promise<Record<string, number>> {
  const existing = await getSamlAccount(profile.id, samlIdpId);
  if ((existing?.nameId ?? null) === nameId) return {};
  if (existing) await unlinkSchoolIdentity(existing, dependencies);
  if (nameId === null) return { nameIdsUnlinked: 1 };
  try {
    await linkSchoolIdentity(
      { userId: profile.id, username: profile.username },
      { samlIdpId, nameId, email: profile.email },
      null,
      { directory: dependencies.directory, now },
    );
    return { nameIdsLinked: 1 };
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    line(icu('its NameID {nameId} signs another account in; it was not linked.', { nameId }));
    return { nameIdsSkipped: 1 };
  }
}

/** The account's link to the provider as it was before an import (null: none), for the undo. */
export function linkBefore(samlAccount: SamlAccount | null | undefined): string | null {
  return samlAccount?.nameId ?? null;
}
