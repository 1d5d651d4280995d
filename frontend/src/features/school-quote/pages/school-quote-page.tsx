import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Navigate, redirect, useLoaderData, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { translated } from '../../../../../shared/i18n/text';
import { accountKind } from '../../../../../shared/rules/account-kind';
import { accessState } from '../../../../../shared/rules/service-access';
import { quoteOfferedFor } from '../../../../../shared/rules/service-detail';
import type { PublicSchool } from '../../../../../shared/schemas/schools';
import type { Service } from '../../../../../shared/schemas/service';
import { SCHOOL_ACCESS_MESSAGES } from '../../../../../shared/schemas/school-access';
import { Alert } from '../../../components/alert';
import { DocumentTitle } from '../../../components/document-title';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { isApiRequestError } from '../../../lib/api-client';
import { pageNotice } from '../../../lib/page-notice';
import { listServices } from '../../../lib/library';
import { ensureSessionUser, useSessionUser } from '../../../lib/session';
import { listMyUserServices } from '../../../lib/user-services';
import { getMySchool } from '../api/schools';
import { QuoteForm } from '../components/quote-form';
import { quotableServices } from '../quote-form-rules';

/** A child or a student may not ask for a quote; they are told so in the library. */
const ONLY_TEACHERS = msg`Only teachers can request a quote for their school.`;

/** A teacher, or a personal or parent account (no school: the form starts empty). */
type SchoolQuoteData = { allowed: 'teacher' } | { allowed: 'home' } | { allowed: false };

/**
 * A teacher with a school fills in the form; a teacher without one finds their school first; a
 * personal or parent account may ask about the apps it is trialling or whose trial or
 * subscription ended (§2 service detail, the API's rule); a visitor signs in first; a child or a
 * student goes back to the library with a notice (rendered, since a loader's redirect cannot carry
 * one).
 */
export const schoolQuoteLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs): Promise<SchoolQuoteData> => {
    const user = await ensureSessionUser(queryClient);
    const here = new URL(request.url);
    if (!user) throw redirect(paths.auth.login.getHref({ intended: `${here.pathname}${here.search}` }));
    const kind = accountKind(user);
    if (kind.isChildAccount || kind.isStudent) return { allowed: false };
    if (!kind.isTeacher) {
      await Promise.all([
        queryClient.ensureQueryData(listServices.queryOptions()),
        queryClient.ensureQueryData(listMyUserServices.queryOptions()),
      ]);
      return { allowed: 'home' };
    }
    if (user.schoolId === null) throw redirect(paths.schoolIdentification.getHref());
    try {
      await Promise.all([
        queryClient.ensureQueryData(getMySchool.queryOptions()),
        queryClient.ensureQueryData(listServices.queryOptions()),
      ]);
    } catch (error) {
      // The profile named a school the API no longer finds for this teacher: identify it again.
      if (isApiRequestError(error) && error.status === 404) throw redirect(paths.schoolIdentification.getHref());
      throw error;
    }
    return { allowed: 'teacher' };
  };

export function SchoolQuotePage() {
  const { i18n } = useLingui();
  const data = useLoaderData<SchoolQuoteData>();
  if (!data.allowed) return <Navigate to={paths.library.getHref()} replace state={pageNotice(i18n._(ONLY_TEACHERS))} />;
  return data.allowed === 'teacher' ? <TeacherQuotePage /> : <HomeQuotePage />;
}

function TeacherQuotePage() {
  return <QuotePage school={getMySchool.useData()} services={quotableServices(listServices.useData())} />;
}

/** A personal or parent account: the apps its own access offers a quote for; none, back to the library. */
function HomeQuotePage() {
  const held = listMyUserServices.useData();
  const now = new Date();
  const services = quotableServices(listServices.useData()).filter((service) =>
    quoteOfferedFor(
      accessState(
        held.find((access) => access.serviceId === service.id && access.grantedByChildId === null),
        now,
      ),
    ),
  );
  if (services.length === 0)
    return (
      <Navigate to={paths.library.getHref()} replace state={pageNotice(SCHOOL_ACCESS_MESSAGES.quoteNotForThisApp)} />
    );
  return <QuotePage school={null} services={services} />;
}

/** web.school-quote (?app=, ?trial=1): the form, then the quoteSent message, or the trial landing page. */
function QuotePage({ school, services }: { school: PublicSchool | null; services: readonly Service[] }) {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const trial = search.get('trial') === '1';
  const app = search.get('app');
  const [sent, setSent] = useState(false);
  const thanks = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  const title = trial ? t`Request A New Free Trial` : t`Request A Quote`;
  return (
    <>
      <DocumentTitle title={title} />
      <PageHeader
        title={title}
        description={
          trial
            ? t`Tell us which apps your school would like to try again, and we will arrange a new free trial and a quote.`
            : t`Tell us which apps your school would like, and we will send you a quote.`
        }
      />
      {sent ? (
        <div ref={thanks} tabIndex={-1}>
          <Alert tone="success">
            <p>{translated(SCHOOL_ACCESS_MESSAGES.quoteSent)}</p>
          </Alert>
        </div>
      ) : user ? (
        <QuoteForm
          user={user}
          school={school}
          services={services}
          selected={app}
          trial={trial}
          onSent={({ interimTrial }) => {
            if (!interimTrial) return setSent(true);
            // The interim trial is new access: the landing page reads the user-services afresh.
            void queryClient.invalidateQueries({ queryKey: listMyUserServices.queryOptions().queryKey });
            void navigate(paths.teacherTrialLanding.getHref(interimTrial.services), {
              state: pageNotice(SCHOOL_ACCESS_MESSAGES.quoteSent),
            });
          }}
        />
      ) : null}
    </>
  );
}

/** The page's route: its loader and page. */
export const route = (queryClient: QueryClient) => ({
  loader: schoolQuoteLoader(queryClient),
  Component: SchoolQuotePage,
});
