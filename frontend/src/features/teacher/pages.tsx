import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { accountKind } from '../../../../shared/rules/account-kind';
import { paths } from '../../config/paths';
import { ensureSessionUser } from '../../lib/session';
import { TeacherLayout } from './components/teacher-layout';
import { ClassLoadError, ClassPage, classLoader } from './pages/class-page';
import { MyClassesPage, myClassesLoader } from './pages/my-classes-page';
import { SchoolAdministrationPage, schoolSectionLoader } from './pages/school-administration-page';
import { StudentsInNoClassPage, studentsInNoClassLoader } from './pages/students-in-no-class-page';
import { TeacherSamlImportPage, samlImportLoader } from './pages/teacher-saml-import-page';

export type TeacherPage = 'layout' | 'my-classes' | 'class' | 'students-in-no-class' | 'school-section' | 'saml-import';

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
    case 'school-section':
      return { loader: guarded(queryClient, schoolSectionLoader), Component: SchoolAdministrationPage };
    case 'saml-import':
      return { loader: guarded(queryClient, samlImportLoader(queryClient)), Component: TeacherSamlImportPage };
  }
}
