import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { permissionContexts } from '../../../../../shared/permissions';
import { Alert, ErrorAlert } from '../../../components/alert';
import { DocumentTitle } from '../../../components/document-title';
import { LinkButton } from '../../../components/link-button';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { useSessionUser } from '../../../lib/session';
import { getManagedSchool } from '../api/school-settings';
import { visibleAdminTabs } from '../admin-tabs';
import { firstTabRedirect } from '../guards';
import styles from './staff-pages.module.css';

/** The ways into a school's School Management pages, the first of them the main one. */
const SCHOOL_LINKS: readonly {
  key: string;
  label: MessageDescriptor;
  /** The button's name for a screen reader, naming the school. */
  named: (name: string) => MessageDescriptor;
  to: (schoolId: string) => string;
}[] = [
  {
    key: 'classes',
    label: msg`Classes`,
    named: (name) => msg`Classes of ${name}`,
    to: (schoolId) => paths.teacher.manageClasses.getHref(schoolId),
  },
  {
    key: 'teachers',
    label: msg`Teachers`,
    named: (name) => msg`Teachers of ${name}`,
    to: (schoolId) => paths.teacher.manageTeachers.getHref(schoolId),
  },
  {
    key: 'no-class',
    label: msg`Students in no class`,
    named: (name) => msg`Students in no class of ${name}`,
    to: (schoolId) => paths.teacher.studentsInNoClass.getHref(schoolId),
  },
  {
    key: 'smart-tool',
    label: msg`SMART Tool`,
    named: (name) => msg`SMART Tool of ${name}`,
    to: (schoolId) => paths.teacher.studentImport.getHref(schoolId),
  },
  {
    key: 'details',
    label: msg`School details`,
    named: (name) => msg`Details of ${name}`,
    to: (schoolId) => paths.teacher.school.getHref(schoolId),
  },
];

/** One school a contextual school.manage role names: its name and the ways into its School Management pages. */
function ManagedSchool({ schoolId }: { schoolId: string }) {
  const { i18n, t } = useLingui();
  const school = getManagedSchool.useRead({ params: { schoolId } });
  if (school.isPending) return <LoadingIndicator label={t`Loading the school`} />;
  if (school.error) return <ErrorAlert error={school.error} />;
  const { name, city } = school.data.school;
  return (
    <li className={styles.managedSchool} aria-labelledby={`managed-${schoolId}`}>
      <h3 id={`managed-${schoolId}`}>
        {name}
        <span className={styles.muted}>, {city}</span>
      </h3>
      <div className={styles.actions}>
        {SCHOOL_LINKS.map((link, index) => (
          <LinkButton
            key={link.key}
            to={link.to(schoolId)}
            size="small"
            variant={index === 0 ? 'primary' : 'secondary'}
            aria-label={i18n._(link.named(name))}
          >
            {i18n._(link.label)}
          </LinkButton>
        ))}
      </div>
    </li>
  );
}

/**
 * The console index: the schools a role granted for one school lets the staff member manage (their
 * School Management pages), or, with neither a tab nor such a school, a note that the roles open
 * nothing yet. Staff with tabs and no such school are sent to their first tab.
 */
export function AdminIndexPage() {
  const { t } = useLingui();
  const roles = useSessionUser()?.staffRoles ?? [];
  const schoolIds = permissionContexts(roles, 'school.manage');
  return (
    <>
      <DocumentTitle title={t`Admin Console`} />
      <PageHeader title={t`Admin Console`} />
      {schoolIds.length > 0 ? (
        <section className={styles.section} aria-labelledby="managed-schools-heading">
          <h2 id="managed-schools-heading">
            {schoolIds.length === 1 ? <Trans>Your school</Trans> : <Trans>Your schools</Trans>}
          </h2>
          <p>
            <Trans>Your school.manage role lets you manage these schools as their administrators do.</Trans>
          </p>
          <ul className={styles.managedSchools}>
            {schoolIds.map((schoolId) => (
              <ManagedSchool key={schoolId} schoolId={schoolId} />
            ))}
          </ul>
        </section>
      ) : visibleAdminTabs(roles).length === 0 ? (
        <Alert tone="info">
          <p>
            <Trans>
              Your staff roles do not include any section of the console yet. Ask an administrator for the roles you
              need.
            </Trans>
          </p>
        </Alert>
      ) : null}
    </>
  );
}

/** The console index opens the first tab this staff member may see, unless a role names schools to manage. */
export const route = (queryClient: QueryClient) => ({
  loader: firstTabRedirect(queryClient),
  Component: AdminIndexPage,
});
