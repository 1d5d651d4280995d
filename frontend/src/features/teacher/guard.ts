import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { hasPermission, holdsPermissionAnywhere, permissionContexts } from '../../../../shared/permissions';
import { accountKind } from '../../../../shared/rules/account-kind';
import { paths } from '../../config/paths';
import { ensureSessionUser } from '../../lib/session';
import type { SessionUser } from '../../../../shared/schemas/user';

/**
 * School Management is for teachers with a school, and for staff holding school.manage, who open a
 * school's pages as its administrators would (everywhere, or only the school the role names). A
 * visitor signs in first, a teacher without a school identifies it first, anyone else goes to the
 * library; staff asking for a school their role does not cover go back to the console. Every
 * page's loader checks it first (the pages' loaders run beside the layout's, and must not call the
 * API for anyone else); it loads with the pages, never with the first page. The API decides again
 * on every call (functions/domain/classes/class-access.ts).
 */
async function teacherGuard(queryClient: QueryClient, { request, params }: LoaderFunctionArgs): Promise<void> {
  const user = await ensureSessionUser(queryClient);
  const here = new URL(request.url);
  if (!user) throw redirect(paths.auth.login.getHref({ intended: `${here.pathname}${here.search}` }));
  const teacher = accountKind(user).isTeacher;
  const staff = holdsPermissionAnywhere(user.staffRoles, 'school.manage');
  if (!teacher && !staff) throw redirect(paths.library.getHref());
  if (teacher && user.schoolId === null && !staff) throw redirect(paths.schoolIdentification.getHref());
  const schoolId = params['schoolId'];
  const ownSchool = teacher && schoolId !== undefined && schoolId === user.schoolId;
  if (schoolId !== undefined && !ownSchool && !teacher && !hasPermission(user.staffRoles, 'school.manage', schoolId))
    throw redirect(paths.admin.root.getHref());
}

/**
 * Whether a teacher of the school is refused its administration pages: neither one of its
 * administrators, nor a district administrator of it, nor staff holding school.manage for it
 * (school-and-family §6). Teachers of other schools and staff are the guard's and the API's.
 */
export function refusesAdministration(user: SessionUser | null, schoolId: string): boolean {
  if (!user || !accountKind(user).isTeacher || user.schoolId !== schoolId) return false;
  return (
    !user.isSchoolAdmin &&
    !user.districtSchoolIds.includes(schoolId) &&
    !hasPermission(user.staffRoles, 'school.manage', schoolId)
  );
}

export type Loader = (args: LoaderFunctionArgs) => Promise<null>;

/** A page's loader after the guard (the guard alone without one). */
export function guarded(queryClient: QueryClient, loader?: Loader): Loader {
  return async (args) => {
    await teacherGuard(queryClient, args);
    return loader ? loader(args) : null;
  };
}

/**
 * My Classes is a teacher's: staff who are not teachers go to the one school their role names
 * (its Manage Classes), or to the console, where they choose a school.
 */
export const staffIndexRedirect = (queryClient: QueryClient) => async () => {
  const user = await ensureSessionUser(queryClient);
  if (!user || (accountKind(user).isTeacher && user.schoolId !== null)) return null;
  const [only, ...others] = permissionContexts(user.staffRoles, 'school.manage');
  if (only !== undefined && others.length === 0 && !hasPermission(user.staffRoles, 'school.manage'))
    throw redirect(paths.teacher.manageClasses.getHref(only));
  throw redirect(paths.admin.root.getHref());
};

/** A page of a school that School Management does not have: the router's 404, under its layout. */
export const notFoundLoader = (queryClient: QueryClient) =>
  guarded(queryClient, () => {
    throw new Response('Not Found', { status: 404 });
  });
