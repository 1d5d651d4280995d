import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { classesEndpoints } from '../../../../../shared/api/endpoints/classes';
import { samlImportsEndpoints } from '../../../../../shared/api/endpoints/saml-imports';
import { schoolSettingsEndpoints } from '../../../../../shared/api/endpoints/school-settings';
import { teachersEndpoints } from '../../../../../shared/api/endpoints/teachers';
import { apiRequest } from '../../../lib/api-client';

/**
 * The reads of School Management. Each is the signed-in teacher's own ('me' keys: dropped when
 * the user changes); a class and a school's lists are keyed by their id.
 */
export const teacherKeys = {
  all: ['me', 'teacher'] as const,
  myClasses: ['me', 'teacher', 'my-classes'] as const,
  classGroup: (classGroupId: string) => ['me', 'teacher', 'class-group', classGroupId] as const,
  schoolClasses: (schoolId: string) => ['me', 'teacher', 'school-classes', schoolId] as const,
  studentsInNoClass: (schoolId: string) => ['me', 'teacher', 'students-in-no-class', schoolId] as const,
  samlImportSetup: (schoolId: string) => ['me', 'teacher', 'saml-import-setup', schoolId] as const,
  schoolSettings: (schoolId: string) => ['me', 'teacher', 'school-settings', schoolId] as const,
  schoolTeachers: (schoolId: string) => ['me', 'teacher', 'school-teachers', schoolId] as const,
};

export const myClassesQuery = () =>
  queryOptions({ queryKey: teacherKeys.myClasses, queryFn: ({ signal }) => apiRequest(classesEndpoints.listMyClasses, { signal }) });

export const classGroupQuery = (classGroupId: string) =>
  queryOptions({
    queryKey: teacherKeys.classGroup(classGroupId),
    queryFn: ({ signal }) => apiRequest(classesEndpoints.getClassGroup, { params: { classGroupId }, signal }),
  });

export const schoolClassesQuery = (schoolId: string) =>
  queryOptions({
    queryKey: teacherKeys.schoolClasses(schoolId),
    queryFn: ({ signal }) => apiRequest(classesEndpoints.listSchoolClasses, { params: { schoolId }, signal }),
  });

export const studentsInNoClassQuery = (schoolId: string) =>
  queryOptions({
    queryKey: teacherKeys.studentsInNoClass(schoolId),
    queryFn: ({ signal }) => apiRequest(classesEndpoints.listStudentsInNoClass, { params: { schoolId }, signal }),
  });

export const useMyClasses = () => useSuspenseQuery(myClassesQuery()).data;
export const useClassGroup = (classGroupId: string) => useSuspenseQuery(classGroupQuery(classGroupId)).data;
export const useStudentsInNoClass = (schoolId: string) => useSuspenseQuery(studentsInNoClassQuery(schoolId)).data;

/** Import Teachers - SAML: the school's school system (null when it has none) and its schools. */
export const samlImportSetupQuery = (schoolId: string) =>
  queryOptions({
    queryKey: teacherKeys.samlImportSetup(schoolId),
    queryFn: ({ signal }) => apiRequest(samlImportsEndpoints.getSamlImportSetup, { params: { schoolId }, signal }),
  });
export const useSamlImportSetup = (schoolId: string) => useSuspenseQuery(samlImportSetupQuery(schoolId)).data;
export const schoolSettingsQuery = (schoolId: string) =>
  queryOptions({
    queryKey: teacherKeys.schoolSettings(schoolId),
    queryFn: ({ signal }) => apiRequest(schoolSettingsEndpoints.getSchoolSettings, { params: { schoolId }, signal }),
  });

/** The school's teachers (Manage Classes' teacher search). */
export const schoolTeachersQuery = (schoolId: string) =>
  queryOptions({
    queryKey: teacherKeys.schoolTeachers(schoolId),
    queryFn: ({ signal }) => apiRequest(teachersEndpoints.listSchoolTeachers, { params: { schoolId }, signal }),
  });

export const useSchoolClasses = (schoolId: string) => useSuspenseQuery(schoolClassesQuery(schoolId)).data;
export const useSchoolSettings = (schoolId: string) => useSuspenseQuery(schoolSettingsQuery(schoolId)).data;
export const useSchoolTeachers = (schoolId: string) => useSuspenseQuery(schoolTeachersQuery(schoolId)).data;
