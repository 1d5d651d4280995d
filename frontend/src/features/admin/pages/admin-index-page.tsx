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
const SCHOOL_LINKS: readonly { label: string; what: string; to: (schoolId: string) => string }[] = [
  { label: 'Classes', what: 'Classes', to: (schoolId) => paths.teacher.manageClasses.getHref(schoolId) },
  { label: 'Teachers', what: 'Teachers', to: (schoolId) => paths.teacher.manageTeachers.getHref(schoolId) },
  {
    label: 'Students in no class',
    what: 'Students in no class',
    to: (schoolId) => paths.teacher.studentsInNoClass.getHref(schoolId),
  },
  { label: 'SMART Tool', what: 'SMART Tool', to: (schoolId) => paths.teacher.studentImport.getHref(schoolId) },
  { label: 'School details', what: 'Details', to: (schoolId) => paths.teacher.school.getHref(schoolId) },
];

/** One school a contextual school.manage role names: its name and the ways into its School Management pages. */
function ManagedSchool({ schoolId }: { schoolId: string }) {
  const school = getManagedSchool.useRead({ params: { schoolId } });
  if (school.isPending) return <LoadingIndicator label="Loading the school" />;
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
            key={link.label}
            to={link.to(schoolId)}
            size="small"
            variant={index === 0 ? 'primary' : 'secondary'}
            aria-label={`${link.what} of ${name}`}
          >
            {link.label}
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
  const roles = useSessionUser()?.staffRoles ?? [];
  const schoolIds = permissionContexts(roles, 'school.manage');
  return (
    <>
      <DocumentTitle title="Admin Console" />
      <PageHeader title="Admin Console" />
      {schoolIds.length > 0 ? (
        <section className={styles.section} aria-labelledby="managed-schools-heading">
          <h2 id="managed-schools-heading">{schoolIds.length === 1 ? 'Your school' : 'Your schools'}</h2>
          <p>Your school.manage role lets you manage these schools as their administrators do.</p>
          <ul className={styles.managedSchools}>
            {schoolIds.map((schoolId) => (
              <ManagedSchool key={schoolId} schoolId={schoolId} />
            ))}
          </ul>
        </section>
      ) : visibleAdminTabs(roles).length === 0 ? (
        <Alert tone="info">
          <p>
            Your staff roles do not include any section of the console yet. Ask an administrator for the roles you need.
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
