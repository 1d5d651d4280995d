import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { SignOnFailure } from '../components/sign-on-failure';

/** The SAML error page: the message it was sent with, or 'An unknown error occurred'. */
export function SchoolSignOnErrorPage() {
  const { t } = useLingui();
  const [query] = useSearchParams();
  return <SignOnFailure title={t`School sign-on failed`} message={query.get('message')} />;
}
