import { useLingui } from '@lingui/react/macro';
import { redirect, useLoaderData } from 'react-router';
import { samlEndpoints } from '../../../../../shared/api/endpoints/saml';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { SignOnFailure } from '../components/sign-on-failure';

interface LastError {
  message: string | null;
}

/** GET /api/saml2/last-error (with or without a profile); a failed load goes home (visitor-and-account §8). */
export async function lastErrorLoader(): Promise<LastError> {
  try {
    const { lastError } = await apiRequest(samlEndpoints.getSamlLastError, { allowUnauthorized: true });
    return { message: lastError?.message ?? null };
  } catch {
    throw redirect(paths.home.getHref());
  }
}

/** web.last-error: the caller's last school sign-on failure, or 'An unknown error occurred'. */
export function LastErrorPage() {
  const { t } = useLingui();
  const { message } = useLoaderData<LastError>();
  return <SignOnFailure title={t`Last sign-in error`} message={message} />;
}
