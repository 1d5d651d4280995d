import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { RouteError } from '../../components/route-error';
import { paths } from '../../config/paths';
import type { PageRoute } from './components/administrator-only';
import { withCatalogue } from '../../lib/language/catalogues';

/**
 * School Management (school-and-family §2 teacher.*): each page a lazy chunk of its own, whose
 * loader runs the School Management guard first (./guard.ts), so nothing of it loads with the first
 * page. The SMART Tool's chunk carries the import engine and SheetJS.
 */
export function teacherRoutes(queryClient: QueryClient): RouteObject[] {
  const { teacher } = paths;
  // A school's administration pages refuse its other teachers before loading anything (./components/administrator-only.tsx).
  const administered =
    (title: MessageDescriptor, load: () => Promise<{ route: (queryClient: QueryClient) => PageRoute }>) => async () => {
      const [page, only] = await Promise.all([
        load(),
        withCatalogue('teacher', import('./components/administrator-only')),
      ]);
      return only.administratorOnly(queryClient, title, page.route(queryClient));
    };
  return [
    {
      path: paths.schoolManagement.path,
      lazy: () => withCatalogue('teacher', import('./components/teacher-layout')).then((m) => m.route(queryClient)),
      children: [
        {
          ErrorBoundary: RouteError,
          children: [
            {
              index: true,
              lazy: () => withCatalogue('teacher', import('./pages/my-classes-page')).then((m) => m.route(queryClient)),
            },
            {
              path: teacher.classGroup.path,
              lazy: () => withCatalogue('teacher', import('./pages/class-page')).then((m) => m.route(queryClient)),
            },
            {
              path: teacher.studentsInNoClass.path,
              lazy: administered(msg`Students In No Class`, () =>
                withCatalogue('teacher', import('./pages/students-in-no-class-page')),
              ),
            },
            {
              path: teacher.schoolDistrictAdmin.path,
              lazy: () =>
                withCatalogue('teacher', import('./pages/school-district-admin-page')).then((m) =>
                  m.route(queryClient),
                ),
            },
            {
              path: teacher.school.path,
              lazy: administered(msg`My School`, () => withCatalogue('teacher', import('./pages/my-school-page'))),
            },
            {
              path: teacher.manageClasses.path,
              lazy: administered(msg`Manage Classes`, () =>
                withCatalogue('teacher', import('./pages/manage-classes-page')),
              ),
            },
            {
              path: teacher.manageTeachers.path,
              lazy: administered(msg`Manage Teachers`, () =>
                withCatalogue('teacher', import('./pages/manage-teachers-page')),
              ),
            },
            {
              path: teacher.importTeachers.path,
              lazy: administered(msg`Import Teachers`, () =>
                withCatalogue('teacher', import('./pages/import-teachers-page')),
              ),
            },
            {
              path: teacher.samlImport.path,
              lazy: administered(msg`Import Teachers - SAML`, () =>
                withCatalogue('teacher', import('./pages/teacher-saml-import-page')),
              ),
            },
            {
              path: teacher.studentImport.path,
              lazy: administered(msg`SMART Tool`, () =>
                withCatalogue('teacher', import('./student-import/student-import-page')),
              ),
            },
            {
              path: teacher.appUsage.path,
              lazy: administered(msg`App Usage`, () => withCatalogue('teacher', import('./pages/app-usage-page'))),
            },
            {
              path: teacher.dataSharing.path,
              lazy: administered(msg`Data sharing`, () =>
                withCatalogue('teacher', import('./pages/data-sharing-page')),
              ),
            },
            ...[teacher.otherSchoolPage.path, teacher.otherTeachersPage.path].map((path) => ({
              path,
              lazy: () =>
                withCatalogue('teacher', import('./guard')).then((m) => ({ loader: m.notFoundLoader(queryClient) })),
            })),
          ],
        },
      ],
    },
  ];
}
