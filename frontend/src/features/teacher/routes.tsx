import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { RouteError } from '../../components/route-error';
import { paths } from '../../config/paths';
import type { TeacherPage } from './pages';

/**
 * School Management (school-and-family §2 teacher.*): one lazy chunk (./pages.tsx) holds the
 * guard, the layout and the pages, so nothing of it loads with the first page.
 */
export function teacherRoutes(queryClient: QueryClient): RouteObject[] {
  const lazy = (page: TeacherPage) => async () => (await import('./pages')).teacherPage(page, queryClient);
  /** The SMART Tool is its own chunk (the import engine and SheetJS load only on its page). */
  const studentImport = async () => {
    const [{ guardedLoader }, { StudentImportPage }] = await Promise.all([import('./pages'), import('./student-import/student-import-page')]);
    return { loader: guardedLoader(queryClient), Component: StudentImportPage };
  };
  const { teacher } = paths;
  return [
    {
      path: paths.schoolManagement.path,
      lazy: lazy('layout'),
      children: [
        {
          ErrorBoundary: RouteError,
          children: [
            { index: true, lazy: lazy('my-classes') },
            { path: teacher.classGroup.path, lazy: lazy('class') },
            { path: teacher.studentsInNoClass.path, lazy: lazy('students-in-no-class') },
            // Manage Teachers' pages (teacher.school.teachers.import and .saml-import), chosen in the chunk by their segment;
            // their links are the chunk's (school-sections.ts), not the first page's. Manage Teachers itself is a school section.
            { path: '/teacher/schools/:schoolId/teachers/:teachersPage', lazy: lazy('teachers-page') },
            { path: teacher.schoolDistrictAdmin.path, lazy: lazy('school-district-admin') },
            // The SMART Tool (teacher.school.student-import), its own chunk: the import engine and SheetJS load only on its page.
            { path: '/teacher/schools/:schoolId/student-import', lazy: studentImport },
            { path: teacher.schoolSection.path, lazy: lazy('school-section') },
          ],
        },
      ],
    },
  ];
}
