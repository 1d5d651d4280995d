import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { RouteError } from '../../components/route-error';
import { paths } from '../../config/paths';

/**
 * School Management (school-and-family §2 teacher.*): each page a lazy chunk of its own, whose
 * loader runs the School Management guard first (./guard.ts), so nothing of it loads with the first
 * page. The SMART Tool's chunk carries the import engine and SheetJS.
 */
export function teacherRoutes(queryClient: QueryClient): RouteObject[] {
  const { teacher } = paths;
  return [
    {
      path: paths.schoolManagement.path,
      lazy: () => import('./components/teacher-layout').then((m) => m.route(queryClient)),
      children: [
        {
          ErrorBoundary: RouteError,
          children: [
            { index: true, lazy: () => import('./pages/my-classes-page').then((m) => m.route(queryClient)) },
            {
              path: teacher.classGroup.path,
              lazy: () => import('./pages/class-page').then((m) => m.route(queryClient)),
            },
            {
              path: teacher.studentsInNoClass.path,
              lazy: () => import('./pages/students-in-no-class-page').then((m) => m.route(queryClient)),
            },
            {
              path: teacher.schoolDistrictAdmin.path,
              lazy: () => import('./pages/school-district-admin-page').then((m) => m.route(queryClient)),
            },
            {
              path: teacher.school.path,
              lazy: () => import('./pages/my-school-page').then((m) => m.route(queryClient)),
            },
            {
              path: teacher.manageClasses.path,
              lazy: () => import('./pages/manage-classes-page').then((m) => m.route(queryClient)),
            },
            {
              path: teacher.manageTeachers.path,
              lazy: () => import('./pages/manage-teachers-page').then((m) => m.route(queryClient)),
            },
            {
              path: teacher.importTeachers.path,
              lazy: () => import('./pages/import-teachers-page').then((m) => m.route(queryClient)),
            },
            {
              path: teacher.samlImport.path,
              lazy: () => import('./pages/teacher-saml-import-page').then((m) => m.route(queryClient)),
            },
            {
              path: teacher.studentImport.path,
              lazy: () => import('./student-import/student-import-page').then((m) => m.route(queryClient)),
            },
            {
              path: teacher.appUsage.path,
              lazy: () => import('./pages/app-usage-page').then((m) => m.route(queryClient)),
            },
            {
              path: teacher.dataSharing.path,
              lazy: () => import('./pages/data-sharing-page').then((m) => m.route(queryClient)),
            },
            ...[teacher.otherSchoolPage.path, teacher.otherTeachersPage.path].map((path) => ({
              path,
              lazy: () => import('./guard').then((m) => ({ loader: m.notFoundLoader(queryClient) })),
            })),
          ],
        },
      ],
    },
  ];
}
