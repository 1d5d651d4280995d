import type { QueryClient } from '@tanstack/react-query';
import { samlEndpoints } from '../../../shared/api/endpoints/saml';
import { SCHOOL_SIGN_ON_MESSAGES, samlLinkedMessage } from '../../../shared/schemas/saml-accounts';
import type { SessionUser } from '../../../shared/schemas/user';
import { paths } from '../config/paths';
import { apiRequest, isApiRequestError } from './api-client';
import { defineQuery } from './define-query';
import { keepSamlLink, pendingSamlLink } from './school-sign-on';

/**
 * School sign-on reads and actions that more than one feature needs: the provider of a page, the
 * signed-in account's links (My Account, and the login's link recommendation), and finishing a link.
 */

/** A provider by id, for its sign-on page and the link recommendation. */
export const getSamlIdp = defineQuery(samlEndpoints.getSamlIdp, {
  queryKey: ['public', 'saml-idps'],
  select: ({ samlIdp }) => samlIdp,
});

/** GET /api/me/saml-accounts: the signed-in account's links and its school's provider. */
export const mySamlAccounts = defineQuery(samlEndpoints.listMySamlAccounts, { queryKey: ['me', 'saml-accounts'] });

/**
 * The provider a school user who just signed in with a password should be asked to link to: their
 * school has one and the account is not linked to it. Null for everyone else, and when the
 * question cannot be asked (the sign-in goes on regardless).
 */
export async function samlLinkToRecommend(queryClient: QueryClient, user: SessionUser): Promise<string | null> {
  if (user.schoolId === null || user.schoolRole === null) return null;
  try {
    const { samlAccounts, schoolSamlIdp } = await queryClient.fetchQuery(mySamlAccounts.queryOptions());
    if (!schoolSamlIdp || samlAccounts.some((account) => account.samlIdp.id === schoolSamlIdp.id)) return null;
    return schoolSamlIdp.id;
  } catch {
    return null;
  }
}

/**
 * Redeems the pending link ticket as the account now signed in (POST /api/saml2/link) and says
 * where to go: My Account with `saml-success`, or with `saml-error` and the API's reason. The
 * ticket is single-use: it is forgotten either way. Null when no link is pending.
 */
export async function finishPendingSamlLink(queryClient: QueryClient): Promise<string | null> {
  const pending = pendingSamlLink();
  if (!pending) return null;
  keepSamlLink(null);
  try {
    const { samlAccount } = await apiRequest(samlEndpoints.linkSamlAccount, { body: { ticket: pending.ticket } });
    await queryClient.invalidateQueries({ queryKey: mySamlAccounts.key() });
    return paths.account.root.getHref({ 'saml-success': samlLinkedMessage(samlAccount.samlIdp.name) });
  } catch (error) {
    const message = isApiRequestError(error) ? error.message : SCHOOL_SIGN_ON_MESSAGES.unknownError;
    return paths.account.root.getHref({ 'saml-error': message });
  }
}
