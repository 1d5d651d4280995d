import { useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { redirect, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { ACCOUNT_TYPES, type AccountType } from '../../../../../shared/constants';
import { DocumentTitle } from '../../../components/document-title';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { safeInternalPath } from '../../../lib/safe-path';
import { ensureSessionUser } from '../../../lib/session';
import { listCountries } from '../../../lib/countries';
import { afterFirstPaint } from '../../../lib/use-after-first-paint';
import { AccountTypeStep, registrationTypeChoices } from '../components/account-type-step';
import styles from '../../../components/auth-card.module.css';
import { RegistrationForm } from '../components/registration-form';

export const registerLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    if (await ensureSessionUser(queryClient)) throw redirect(paths.continue.getHref());
    // The details step's Country select needs the list of countries; the type step does not, so
    // there it comes once the page has painted, ready by the time the reader goes on.
    if (new URL(request.url).searchParams.get('step') === 'details')
      await queryClient.ensureQueryData(listCountries.queryOptions());
    else void afterFirstPaint().then(() => queryClient.prefetchQuery(listCountries.queryOptions()));
    return null;
  };

function accountTypeOf(value: string | null): AccountType | null {
  return ACCOUNT_TYPES.find((type) => type.value === value)?.value ?? null;
}

/**
 * web.login.register: the account type, then the details. The step lives in the URL
 * (?step=details&type=parent), so the browser's back button returns to the type choice.
 */
export function RegisterPage() {
  const { i18n, t } = useLingui();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const type = accountTypeOf(search.get('type'));
  const serviceId = search.get('serviceId');
  // Where registering was asked from (a claim of an activation code keeps its code): back there after.
  const intended = safeInternalPath(search.get('intended'));
  const onDetails = search.get('step') === 'details' && type !== null;

  const stepHref = (step: 'type' | 'details', chosen: AccountType) =>
    paths.auth.register.getHref({
      serviceId,
      step: step === 'details' ? 'details' : undefined,
      type: chosen,
      intended,
    });

  return (
    <>
      <DocumentTitle title={onDetails ? t`Register: your details` : t`Register`} />
      <div className={`${styles.layout} ${styles.wide}`}>
        <div className={styles.card}>
          <PageHeader
            title={t`Register for FREE`}
            description={
              onDetails ? t`Step 2 of 2: your details.` : t`Step 1 of 2: choose the kind of account you need.`
            }
          />
          {onDetails && type ? (
            <RegistrationForm
              key={type}
              accountType={type}
              backTo={stepHref('type', type)}
              onRegistered={() =>
                void navigate(intended ?? (serviceId ? paths.library.getHref(serviceId) : paths.continue.getHref()), {
                  replace: true,
                })
              }
            />
          ) : (
            <AccountTypeStep
              key={type ?? 'none'}
              choices={registrationTypeChoices(i18n)}
              initial={type}
              onContinue={(chosen) => void navigate(stepHref('details', chosen))}
            />
          )}
        </div>
      </div>
    </>
  );
}

/** The page's route: its loader and page. */
export const route = (queryClient: QueryClient) => ({ loader: registerLoader(queryClient), Component: RegisterPage });
