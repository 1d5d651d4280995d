import type { QueryClient } from '@tanstack/react-query';
import { redirect, useParams, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { accountKind } from '../../../../shared/rules/account-kind';
import { paths } from '../../config/paths';
import { ensureSessionUser } from '../../lib/session';
import { TeacherLayout } from './components/teacher-layout';
import { ClassLoadError, ClassPage, classLoader } from './pages/class-page';
import { ManageClassesPage, manageClassesLoader } from './pages/manage-classes-page';
import { ImportTeachersPage, importTeachersLoader } from './pages/import-teachers-page';
import { ManageTeachersPage, manageTeachersLoader } from './pages/manage-teachers-page';
import { MyClassesPage, myClassesLoader } from './pages/my-classes-page';
import { MySchoolPage, mySchoolLoader } from './pages/my-school-page';
import { AppUsagePage } from './pages/app-usage-page';
import { SchoolDistrictAdminPage } from './pages/school-district-admin-page';
import { StudentsInNoClassPage, studentsInNoClassLoader } from './pages/students-in-no-class-page';
import { TeacherSamlImportPage, samlImportLoader } from './pages/teacher-saml-import-page';
import { schoolSectionTitle } from './school-sections';

export type TeacherPage = 'layout' | 'my-classes' | 'class' | 'students-in-no-class' | 'school-section' | 'school-district-admin' | 'teachers-page';

/**
 * School Management is for teachers with a school: a visitor signs in first, a teacher without a
 * school identifies it first, anyone else goes to the library. Every loader checks it first (the
 * pages' loaders run beside the layout's, and must not call the API for anyone else).
 */
async function teacherGuard(queryClient: QueryClient, request: Request): Promise<void> {
  const user = await ensureSessionUser(queryClient);
  const here = new URL(request.url);
  if (!user) throw redirect(paths.auth.login.getHref({ intended: `${here.pathname}${here.search}` }));
  if (!accountKind(user).isTeacher) throw redirect(paths.library.getHref());
  if (user.schoolId === null) throw redirect(paths.schoolIdentification.getHref());
}

type Loader = (args: LoaderFunctionArgs) => Promise<null>;

function guarded(queryClient: QueryClient, loader?: Loader): Loader {
  return async (args) => {
    await teacherGuard(queryClient, args.request);
    return loader ? loader(args) : null;
  };
}

/** The guard alone, for a page that is its own chunk (the SMART Tool). */
export function guardedLoader(queryClient: QueryClient): Loader {
  return guarded(queryClient);
}

/**
 * The school's pages share one route (paths.teacher.schoolSection, so the first page carries no
 * path of theirs): My School is its index, Manage Classes its 'class-groups', Manage Teachers its
 * 'teachers'; the SMART Tool keeps the placeholder until it routes its own page.
 */
function schoolSectionPage(queryClient: QueryClient): Loader {
  return async (args) => {
    await schoolSectionLoader(args);
    const section = args.params['section'] ?? '';
    if (section === '') return mySchoolLoader(queryClient)(args);
    if (section === 'class-groups') return manageClassesLoader(queryClient)(args);
    if (section === 'teachers') return manageTeachersLoader(queryClient)(args);
    return null;
  };
}

function SchoolSectionPage() {
  const { schoolId = '', section = '' } = useParams();
  // Keyed by school: the form starts again from the school it shows.
  if (section === '') return <MySchoolPage key={schoolId} />;
  if (section === 'class-groups') return <ManageClassesPage />;
  if (section === 'teachers') return <ManageTeachersPage />;
  if (section === 'usage') return <AppUsagePage key={schoolId} />;
  // The SMART Tool has its own route (its own chunk); no other section gets past the loader.
  return null;
}

/** A section segment that names no page of the school is the router's 404. */
async function schoolSectionLoader({ params }: LoaderFunctionArgs): Promise<null> {
  if (schoolSectionTitle(params['section']) === null) throw new Response('Not Found', { status: 404 });
  return null;
}

/** The pages under Manage Teachers, by the segment after /teachers/ (§2 teacher.school.teachers sub-routes). */
const TEACHERS_PAGES = {
  import: { loader: importTeachersLoader, Component: ImportTeachersPage },
  'saml-import': { loader: samlImportLoader, Component: TeacherSamlImportPage },
} as const;

function teachersPageOf(segment: string | undefined) {
  return segment !== undefined && Object.hasOwn(TEACHERS_PAGES, segment) ? TEACHERS_PAGES[segment as keyof typeof TEACHERS_PAGES] : null;
}

/** A segment that names no page under Manage Teachers is the router's 404. */
const teachersPageLoader =
  (queryClient: QueryClient): Loader =>
  async (args) => {
    const page = teachersPageOf(args.params['teachersPage']);
    if (!page) throw new Response('Not Found', { status: 404 });
    return page.loader(queryClient)(args);
  };

function TeachersPage() {
  const Page = teachersPageOf(useParams()['teachersPage'])?.Component;
  return Page ? <Page /> : null;
}

/** What a lazy route of School Management gets: its loader (guarded), page and error screen. */
export function teacherPage(page: TeacherPage, queryClient: QueryClient): Pick<RouteObject, 'loader' | 'Component' | 'ErrorBoundary'> {
  switch (page) {
    case 'layout':
      return { loader: guarded(queryClient), Component: TeacherLayout };
    case 'my-classes':
      return { loader: guarded(queryClient, myClassesLoader(queryClient)), Component: MyClassesPage };
    case 'class':
      return { loader: guarded(queryClient, classLoader(queryClient)), Component: ClassPage, ErrorBoundary: ClassLoadError };
    case 'students-in-no-class':
      return { loader: guarded(queryClient, studentsInNoClassLoader(queryClient)), Component: StudentsInNoClassPage };
    case 'school-district-admin':
      return { loader: guarded(queryClient, myClassesLoader(queryClient)), Component: SchoolDistrictAdminPage };
    case 'school-section':
      return { loader: guarded(queryClient, schoolSectionPage(queryClient)), Component: SchoolSectionPage };
    case 'teachers-page':
      return { loader: guarded(queryClient, teachersPageLoader(queryClient)), Component: TeachersPage };
  }
}
