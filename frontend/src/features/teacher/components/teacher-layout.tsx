import type { I18n } from '@lingui/core';
import { msg, ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet, useParams } from 'react-router';
import { guarded } from '../guard';
import { AreaNavbar, AreaNavLink } from '../../../components/area-navbar';
import { accountKind } from '../../../../../shared/rules/account-kind';
import { hasPermission } from '../../../../../shared/permissions';
import { translated } from '../../../../../shared/i18n/text';
import { CLASS_MESSAGES } from '../../../../../shared/schemas/classes';
import type { SessionUser } from '../../../../../shared/schemas/user';
import { ErrorAlert } from '../../../components/alert';
import { Menu, type MenuItem } from '../../../components/menu';
import { TabsNav } from '../../../components/tabs-nav';
import { paths } from '../../../config/paths';
import { webConfig } from '../../../config/web-config';
import { ensureSessionUser, useSessionUser } from '../../../lib/session';
import { listServices } from '../../../lib/library';
import { listMyUserServices } from '../../../lib/user-services';
import { hasAccess, viewerAccessState } from '../../../../../shared/rules/service-access';
import { getClassGroup, listMyClasses } from '../api/classes';
import { getSchoolSettings } from '../api/school-settings';
import { LinkButton } from '../../../components/link-button';
import { exportSchoolStudents } from '../api/student-documents';
import { AdministratorsDialog } from './administrators-dialog';
import styles from './teacher.module.css';

/** The School Administration entries of one school (§2 Teacher layout). */
function administrationItems(i18n: I18n, school: { id: string; name: string }, onExport: () => void): MenuItem[] {
  const { teacher } = paths;
  return [
    { key: 'school', label: i18n._(msg`My School`), kind: 'link', href: teacher.school.getHref(school.id) },
    {
      key: 'teachers',
      label: i18n._(msg`Manage Teachers`),
      kind: 'link',
      href: teacher.manageTeachers.getHref(school.id),
    },
    {
      key: 'classes',
      label: i18n._(msg`Manage Classes`),
      kind: 'link',
      href: teacher.manageClasses.getHref(school.id),
    },
    { key: 'import', label: i18n._(msg`SMART Tool`), kind: 'link', href: teacher.studentImport.getHref(school.id) },
    { key: 'usage', label: i18n._(msg`App Usage`), kind: 'link', href: teacher.appUsage.getHref(school.id) },
    {
      key: 'data-sharing',
      label: i18n._(msg`Data sharing`),
      kind: 'link',
      href: teacher.dataSharing.getHref(school.id),
    },
    { key: 'export', label: i18n._(msg`Export Student List`), kind: 'action', onSelect: onExport },
  ];
}

/** Whether the user administers their own school: its administrators, and staff holding school.manage for it. */
export function administersOwnSchool(user: SessionUser): boolean {
  return user.isSchoolAdmin || hasPermission(user.staffRoles, 'school.manage', user.schoolId);
}

/**
 * The teacher layout (school-and-family §2): the service tabs, a bar with App Library, help,
 * My Classes and the School Administration menu (disabled for non-administrators, who may see
 * their administrators' names), a red menu for each other school the user administers, then the
 * page. Pages show their own breadcrumbs.
 */
export const teacherLayoutLoader = (queryClient: QueryClient) =>
  guarded(queryClient, async ({ params }) => {
    // The bars above the page (a teacher's school name, the other schools they administer, the app
    // tabs; staff's 'You are in …' bar) come with the page rather than after it, so the page below
    // them never moves as they arrive.
    const user = await ensureSessionUser(queryClient);
    const teacherOfSchool = user !== null && accountKind(user).isTeacher && user.schoolId !== null;
    const schoolId = params['schoolId'];
    await Promise.all([
      ...(teacherOfSchool
        ? [
            queryClient.ensureQueryData(listMyClasses.queryOptions()),
            queryClient.ensureQueryData(listServices.queryOptions()),
            queryClient.ensureQueryData(listMyUserServices.queryOptions()),
          ]
        : []),
      ...(schoolId !== undefined && (!teacherOfSchool || user?.schoolId !== schoolId)
        ? [queryClient.ensureQueryData(getSchoolSettings.queryOptions({ params: { schoolId } }))]
        : []),
    ]).catch(() => undefined);
    return null;
  });

/**
 * The school the page is of when the user is there as staff (school.manage) rather than as one of
 * its teachers or district administrators: the page's school, or its class's school. Null otherwise.
 */
function useStaffSchoolId(user: SessionUser): string | null {
  const { schoolId, classGroupId } = useParams();
  const classGroup = getClassGroup.useRead(
    { params: { classGroupId: classGroupId ?? '' } },
    { enabled: schoolId === undefined && classGroupId !== undefined },
  );
  const pageSchoolId = schoolId ?? classGroup.data?.school.id ?? null;
  if (pageSchoolId === null) return null;
  const teachesThere = accountKind(user).isTeacher && user.schoolId === pageSchoolId;
  if (teachesThere || user.districtSchoolIds.includes(pageSchoolId)) return null;
  return hasPermission(user.staffRoles, 'school.manage', pageSchoolId) ? pageSchoolId : null;
}

/**
 * What staff see above a school's pages they reach through school.manage: whose school they are
 * in, and the way back (to the school's page in the console with school.read, else the console).
 */
function StaffSchoolBar({ schoolId, user }: { schoolId: string; user: SessionUser }) {
  const { t } = useLingui();
  const settings = getSchoolSettings.useRead({ params: { schoolId } });
  const school = settings.data?.school;
  const back = hasPermission(user.staffRoles, 'school.read')
    ? paths.admin.school.getHref(schoolId)
    : paths.admin.root.getHref();
  const where = school ? `${school.name}, ${school.city}` : t`this school`;
  return (
    <div className={styles.staffBar} role="region" aria-label={t`Staff access`}>
      <p className={styles.staffBarText}>
        <Trans>
          You are in <strong>{where}</strong> as staff: your school.manage role lets you see and change it as its
          administrators do.
        </Trans>
      </p>
      <LinkButton to={back} size="small" variant="secondary">
        <Trans>Back to the console</Trans>
      </LinkButton>
    </div>
  );
}

/**
 * School Management for staff who are not teachers (school.manage): the school's administration
 * menu under the staff bar, no classes of their own. Without a school (a page of none), the way
 * back to the console only.
 */
function StaffLayout({ user, schoolId }: { user: SessionUser; schoolId: string | null }) {
  const { t, i18n } = useLingui();
  const settings = getSchoolSettings.useRead({ params: { schoolId: schoolId ?? '' } }, { enabled: schoolId !== null });
  const [exportError, setExportError] = useState<Error | null>(null);
  const school = schoolId ? { id: schoolId, name: settings.data?.school.name ?? t`This school` } : null;
  const exportOf = (target: { id: string; name: string }) => () => {
    setExportError(null);
    exportSchoolStudents(target.id, target.name).catch((error: unknown) =>
      setExportError(error instanceof Error ? error : new Error(String(error))),
    );
  };
  return (
    <div className={styles.layout}>
      <TabsNav label={t`Services`} tabs={[{ label: t`App Library`, to: paths.library.getHref() }]} />
      {school ? (
        <StaffSchoolBar schoolId={school.id} user={user} />
      ) : (
        <div className={styles.staffBar} role="region" aria-label={t`Staff access`}>
          <p className={styles.staffBarText}>
            <Trans>Choose a school from the console to manage it.</Trans>
          </p>
          <LinkButton to={paths.admin.root.getHref()} size="small" variant="secondary">
            <Trans>Back to the console</Trans>
          </LinkButton>
        </div>
      )}
      <AreaNavbar label={t`School Management`} helpLabel={t`Help`} helpUrl={webConfig().helpUrls.school}>
        {school ? (
          <li>
            <Menu
              className={styles.navMenu}
              align="start"
              trigger={t`School Administration: ${ph({ school: school.name })}`}
              items={administrationItems(i18n, school, exportOf(school))}
            />
          </li>
        ) : null}
      </AreaNavbar>
      <ErrorAlert error={exportError} />
      <Outlet />
    </div>
  );
}

export function TeacherLayout() {
  const user = useSessionUser();
  if (!user) return null;
  return <TeacherOrStaffLayout user={user} />;
}

function TeacherOrStaffLayout({ user }: { user: SessionUser }) {
  const staffSchoolId = useStaffSchoolId(user);
  if (!accountKind(user).isTeacher || user.schoolId === null)
    return <StaffLayout user={user} schoolId={staffSchoolId} />;
  return <OwnSchoolLayout user={user} schoolId={user.schoolId} staffSchoolId={staffSchoolId} />;
}

function OwnSchoolLayout({
  user,
  schoolId,
  staffSchoolId,
}: {
  user: SessionUser;
  schoolId: string;
  staffSchoolId: string | null;
}) {
  const { t, i18n } = useLingui();
  const myClasses = listMyClasses.useRead();
  const services = listServices.useRead();
  const userServices = listMyUserServices.useRead();
  const [showAdministrators, setShowAdministrators] = useState(false);
  const [exportError, setExportError] = useState<Error | null>(null);
  // My Classes answers the school with its administrators' names (the dialog's).
  const school = myClasses.data?.school;
  const ownSchool = { id: schoolId, name: school?.name ?? t`My School` };
  const administrator = administersOwnSchool(user);

  const exportOf = (target: { id: string; name: string }) => () => {
    setExportError(null);
    exportSchoolStudents(target.id, target.name).catch((error: unknown) =>
      setExportError(error instanceof Error ? error : new Error(String(error))),
    );
  };

  const ownItems: MenuItem[] = administrator
    ? administrationItems(i18n, ownSchool, exportOf(ownSchool))
    : [
        ...administrationItems(i18n, ownSchool, () => undefined).map((item): MenuItem => ({
          key: item.key,
          label: item.label,
          kind: 'disabled',
          reason: translated(CLASS_MESSAGES.contactAdministrators),
        })),
        {
          key: 'contact',
          label: translated(CLASS_MESSAGES.contactAdministrators),
          kind: 'action',
          onSelect: () => setShowAdministrators(true),
          separatorBefore: true,
        },
      ];

  // The service tabs (§2): the library, the management areas, then each app the teacher may open,
  // which leads to its app modal (where to go in it) in the library.
  const now = new Date();
  const appTabs = (services.data ?? [])
    .filter((service) => service.enabled && service.integrated)
    .filter((service) =>
      hasAccess(
        viewerAccessState(
          user,
          service,
          userServices.data?.find((userService) => userService.serviceId === service.id),
          now,
        ),
      ),
    )
    .map((service) => ({ label: service.name, to: paths.library.getHref(service.id), state: { choosingApp: true } }));
  const serviceTabs = [
    { label: t`App Library`, to: paths.library.getHref() },
    ...(accountKind(user).isParentAccount
      ? [{ label: t`Family Management`, to: paths.familyManagement.getHref() }]
      : []),
    { label: t`School Management`, to: paths.schoolManagement.getHref() },
    ...appTabs,
  ];

  return (
    <div className={styles.layout}>
      <TabsNav label={t`Services`} tabs={serviceTabs} />
      <AreaNavbar label={t`School Management`} helpLabel={t`Help`} helpUrl={webConfig().helpUrls.school}>
        <AreaNavLink to={paths.schoolManagement.getHref()}>
          <Trans>My Classes</Trans>
        </AreaNavLink>
        <li>
          <Menu className={styles.navMenu} align="start" trigger={t`School Administration`} items={ownItems} />
        </li>
        {(myClasses.data?.administeredSchools.length ?? 0) > 0 ? (
          <AreaNavLink to={paths.teacher.schoolDistrictAdmin.getHref()}>
            <Trans>District Schools</Trans>
          </AreaNavLink>
        ) : null}
        {(myClasses.data?.administeredSchools ?? [])
          .filter((other) => other.id !== schoolId)
          .map((other) => (
            <li key={other.id}>
              <Menu
                className={`${styles.navMenu} ${styles.otherSchoolMenu}`}
                align="start"
                trigger={t`School Administration: ${ph({ school: other.name })}`}
                items={administrationItems(i18n, other, exportOf(other))}
              />
            </li>
          ))}
      </AreaNavbar>
      {staffSchoolId ? <StaffSchoolBar schoolId={staffSchoolId} user={user} /> : null}
      <ErrorAlert error={exportError} />
      <Outlet />
      <AdministratorsDialog
        open={showAdministrators}
        onClose={() => setShowAdministrators(false)}
        administrators={school?.administrators ?? (myClasses.isLoading ? undefined : null)}
      />
    </div>
  );
}

/** The page's route: its loader and page. */
export const route = (queryClient: QueryClient) => ({
  loader: teacherLayoutLoader(queryClient),
  Component: TeacherLayout,
});
