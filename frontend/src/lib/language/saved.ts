import type { Locale } from '../../../../shared/i18n/locales';
import { actingAsSecret } from '../acting-as-grant';
import { apiRequest } from '../api-client';

/**
 * Keeps a signed-in person's choice of language on their account, so their e-mails, printouts
 * and next sign-in on any device use it. While acting as another user the choice stays on this
 * browser: the account's language is its owner's.
 */
export async function saveLanguage(language: Locale): Promise<void> {
  if (actingAsSecret()) return;
  // The account area's contract loads with the choice, not with the first page.
  const { meEndpoints } = await import('../../../../shared/api/endpoints/me');
  await apiRequest(meEndpoints.updateMyLanguage, { body: { language } });
}
