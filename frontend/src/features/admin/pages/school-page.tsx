import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { translated } from '../../../../../shared/i18n/text';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_SCHOOL_MESSAGES } from '../../../../../shared/schemas/admin-schools';
import { Link, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { hasPermission } from '../../../../../shared/permissions';
import { logsInAsMembersOf } from '../../../../../shared/rules/login-as';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { Button } from '../../../components/button';
import { DocumentTitle } from '../../../components/document-title';
import { LinkButton } from '../../../components/link-button';
import { PageHeader } from '../../../components/page-header';
import { PageNotice } from '../../../components/page-notice';
import { paths, type SchoolPageTab } from '../../../config/paths';
import { useSessionUser } from '../../../lib/session';
import { ADMIN_TAB_NAMES, adminTab } from '../admin-tabs';
import { getAdminSchool, listAdminSchoolTeachers } from '../api/admin-schools';
import { exportClassStats } from '../api/admin-teachers';
import { getSchoolDataLink } from '../api/data-link';
import { listSchoolServicePanels } from '../api/school-grants';
import { MoveTeacherDialog } from '../components/move-teacher-dialog';
import { SchoolDataLinkTab } from '../components/school-data-link-tab';
import { SchoolSettingsTab } from '../components/school-settings-tab';
import { SchoolStatusBar } from '../components/school-status-bar';
import { SchoolSubscriptionsTab } from '../components/school-subscriptions-tab';
import { SchoolTeachersTab } from '../components/school-teachers-tab';
import { SchoolUsagePanel } from '../../../components/app-usage/school-usage-panel';
import { SCHOOL_PAGE_TABS, schoolPageTabOf } from '../school-page-tabs';
import { DeleteSchoolButton } from '../components/delete-school-button';
import { listCountries } from '../../../lib/countries';
import { usePageActions } from '../../../lib/use-page-actions';
import styles from './school-page.module.css';
import { tabPageLoader } from '../guards';

/** The sections, in the spec's order. */
const TABS = Object.keys(SCHOOL_PAGE_TABS) as SchoolPageTab[];

/**
 * The school, and the data of the section shown read early too: the section shows its own loading
 * and failure (a refusal of its list is its own message), so its read is prefetched, not awaited.
 */
export const schoolLoader =
  (queryClient: QueryClient) =>
  async ({ params, request }: LoaderFunctionArgs) => {
    const schoolId = params['schoolId'] ?? '';
    const tab = schoolPageTabOf(new URL(request.url).searchParams.get('tab'));
    const request_ = { params: { schoolId } };
    if (tab === 'teachers') void queryClient.prefetchQuery(listAdminSchoolTeachers.queryOptions(request_));
    if (tab === 'subscriptions') void queryClient.prefetchQuery(listSchoolServicePanels.queryOptions(request_));
    if (tab === 'data-link') void queryClient.prefetchQuery(getSchoolDataLink.queryOptions(request_));
    // The Settings tab's country and state lists are there when it shows, so nothing moves.
    if (tab === 'settings') await queryClient.ensureQueryData(listCountries.queryOptions());
    await queryClient.ensureQueryData(getAdminSchool.queryOptions(request_));
    return null;
  };

/** admin.school at /admin/schools/{schoolId}?tab=: one school, under the Schools tab. */
export function SchoolPage() {
  const { schoolId = '' } = useParams();
  const [search] = useSearchParams();
  const tab = schoolPageTabOf(search.get('tab'));
  const user = useSessionUser();
  const roles = user?.staffRoles ?? [];
  const manages = hasPermission(roles, 'school.manage', schoolId);
  const { i18n, t } = useLingui();
  const schools = adminTab('schools');
  const { school } = getAdminSchool.useData({ params: { schoolId } });
  const title = school.name;
  const refused = translated(ADMIN_SCHOOL_MESSAGES.insufficientPermissions);
  const [moving, setMoving] = useState(false);
  // What the page before said it did (Create School) shows until this page says something itself.
  const actions = usePageActions({ about: schoolId });
  const downloadClassStats = () =>
    void actions.run('class-stats', () => exportClassStats(schoolId), {
      failed: (reason, error) => (error instanceof Error ? reason : t`The class stats could not be downloaded.`),
    });

  return (
    <>
      <DocumentTitle title={t`${title} | Admin Console`} />
      <Breadcrumbs trail={[{ label: i18n._(ADMIN_TAB_NAMES.schools), to: schools.path }, { label: title }]} />
      <PageHeader
        title={title}
        description={[school.code, school.city, school.postcode].filter(Boolean).join(' · ')}
        actions={
          <div className={styles.headerActions}>
            {manages ? (
              <>
                <LinkButton to={paths.teacher.school.getHref(schoolId)} variant="secondary" size="small">
                  <Trans>Manage</Trans>
                </LinkButton>
                <Button
                  variant="secondary"
                  size="small"
                  loading={actions.isBusy('class-stats')}
                  onClick={downloadClassStats}
                >
                  <Trans>View Class Stats</Trans>
                </Button>
              </>
            ) : (
              <span className={styles.muted} title={t`Manage and View Class Stats need school.manage`}>
                {t`Manage, Class Stats: ${refused}`}
              </span>
            )}
            {hasPermission(roles, 'user.school.update') ? (
              <Button variant="secondary" size="small" onClick={() => setMoving(true)}>
                <Trans>Move Teacher</Trans>
              </Button>
            ) : null}
            {hasPermission(roles, 'school.delete') ? <DeleteSchoolButton school={school} /> : null}
          </div>
        }
      />
      <SchoolStatusBar school={school} roles={roles} />
      <PageNotice actions={actions} />
      {moving ? (
        <MoveTeacherDialog
          schoolId={schoolId}
          schoolName={school.name}
          onMoved={(teacher) =>
            actions.say({ tone: 'success', text: t`${ph({ name: teacher.name })} is now a teacher of ${title}.` })
          }
          onClose={() => setMoving(false)}
        />
      ) : null}
      <>
        <nav className={styles.tabs} aria-label={t`School sections`}>
          <ul>
            {TABS.map((id) => (
              <li key={id}>
                <Link
                  to={paths.admin.school.getHref(schoolId, id)}
                  aria-current={id === tab ? 'page' : undefined}
                  className={styles.tab}
                >
                  {i18n._(SCHOOL_PAGE_TABS[id])}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {tab === 'teachers' ? (
          <SchoolTeachersTab
            schoolId={schoolId}
            schoolName={school.name}
            canStartTrials={hasPermission(roles, 'school.trial.update')}
            canLoginAs={logsInAsMembersOf(roles, schoolId)}
            canChangeAdministrators={hasPermission(roles, 'school.admin.update')}
          />
        ) : null}
        {tab === 'settings' ? (
          <SchoolSettingsTab school={school} canUpdate={hasPermission(roles, 'school.update')} />
        ) : null}
        {tab === 'subscriptions' ? <SchoolSubscriptionsTab schoolId={schoolId} roles={roles} /> : null}
        {tab === 'data-link' ? <SchoolDataLinkTab schoolId={schoolId} manages={manages} /> : null}
        {tab === 'usage' ? (
          manages ? (
            <SchoolUsagePanel
              schoolId={schoolId}
              serviceId={search.get('app')}
              hrefOf={(app) => paths.admin.school.getHref(schoolId, 'usage', app)}
            />
          ) : (
            <p>{t`App usage: ${refused}`}</p>
          )
        ) : null}
      </>
    </>
  );
}

/** The page's route: its loader after the console's and the tab's guards. */
export const route = (queryClient: QueryClient) => ({
  loader: tabPageLoader(queryClient, 'schools', schoolLoader(queryClient)),
  Component: SchoolPage,
});
