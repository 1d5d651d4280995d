import { useMutation, useQueryClient } from '@tanstack/react-query';
import { classesEndpoints } from '../../../../../shared/api/endpoints/classes';
import { samlImportsEndpoints } from '../../../../../shared/api/endpoints/saml-imports';
import type { SamlImportConfirm, SamlImportRequest } from '../../../../../shared/schemas/saml-imports';
import { teachersEndpoints } from '../../../../../shared/api/endpoints/teachers';
import type { NewTeacher } from '../../../../../shared/schemas/teachers';
import { schoolSettingsEndpoints } from '../../../../../shared/api/endpoints/school-settings';
import type { SchoolSettingsUpdateRequest } from '../../../../../shared/schemas/school-settings';
import { studentsEndpoints } from '../../../../../shared/api/endpoints/students';
import type * as z from 'zod/mini';
import type { studentCreateSchema, studentUpdateSchema } from '../../../../../shared/schemas/students';
import { apiRequest } from '../../../lib/api-client';
import { teacherKeys } from './queries';

/** After any change the teacher's lists are read afresh (classes, class pages, students in no class). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: teacherKeys.all });
}

export function useCreateClass() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { name: string; schoolId?: string }) => apiRequest(classesEndpoints.createClassGroup, { body }),
    onSuccess: refresh,
  });
}

export function useRenameClass() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ classGroupId, name }: { classGroupId: string; name: string }) =>
      apiRequest(classesEndpoints.updateClassGroup, { params: { classGroupId }, body: { name } }),
    onSuccess: refresh,
  });
}

export function useLeaveClass() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ classGroupId, teacherId }: { classGroupId: string; teacherId: string }) =>
      apiRequest(classesEndpoints.unassignTeacher, { params: { classGroupId }, body: { teacherId } }),
    onSuccess: refresh,
  });
}

/** The class manager's copy and move, and Remove From Class: add to or take out of one class. */
export function addStudents(classGroupId: string, studentIds: string[]) {
  return apiRequest(classesEndpoints.addStudents, { params: { classGroupId }, body: { studentIds } });
}
export function removeStudents(classGroupId: string, studentIds: string[]) {
  return apiRequest(classesEndpoints.removeStudents, { params: { classGroupId }, body: { studentIds } });
}

export function useRemoveStudents() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ classGroupId, studentIds }: { classGroupId: string; studentIds: string[] }) => removeStudents(classGroupId, studentIds),
    onSettled: refresh,
  });
}

export function useDeleteStudents() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ schoolId, studentIds }: { schoolId: string; studentIds: string[] }) =>
      apiRequest(studentsEndpoints.deleteStudents, { params: { schoolId }, body: { studentIds } }),
    onSettled: refresh,
  });
}

export function useCreateStudent() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ classGroupId, body }: { classGroupId: string; body: z.input<typeof studentCreateSchema> }) =>
      apiRequest(studentsEndpoints.createStudent, { params: { classGroupId }, body }),
    onSuccess: refresh,
  });
}

export function useUpdateStudent() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ studentId, body }: { studentId: string; body: z.input<typeof studentUpdateSchema> }) =>
      apiRequest(studentsEndpoints.updateStudent, { params: { studentId }, body }),
    onSuccess: refresh,
  });
}

export function useRegenerateUsername() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (studentId: string) => apiRequest(studentsEndpoints.regenerateUsername, { params: { studentId } }),
    onSuccess: refresh,
  });
}

export function revealPasswords(schoolId: string, studentIds: string[]) {
  return apiRequest(studentsEndpoints.revealPasswords, { params: { schoolId }, body: { studentIds } });
}

/** Import Teachers - SAML: the preview (saml-import save) changes nothing; confirm carries it out. */
export function prepareSamlImport(schoolId: string, body: SamlImportRequest) {
  return apiRequest(samlImportsEndpoints.prepareSamlImport, { params: { schoolId }, body });
}

export function useConfirmSamlImport() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ schoolId, body }: { schoolId: string; body: SamlImportConfirm }) => apiRequest(samlImportsEndpoints.confirmSamlImport, { params: { schoolId }, body }),
    onSuccess: refresh,
  });
}
export function useSaveSchoolSettings() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ schoolId, body }: { schoolId: string; body: SchoolSettingsUpdateRequest }) =>
      apiRequest(schoolSettingsEndpoints.updateSchoolSettings, { params: { schoolId }, body }),
    onSuccess: refresh,
  });
}

export function useSetClassTeachers() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ classGroupId, teacherIds }: { classGroupId: string; teacherIds: string[] }) =>
      apiRequest(classesEndpoints.setClassTeachers, { params: { classGroupId }, body: { teacherIds } }),
    onSuccess: refresh,
  });
}

export function useDeleteClasses() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ schoolId, classGroupIds }: { schoolId: string; classGroupIds: string[] }) =>
      apiRequest(classesEndpoints.deleteClassGroups, { params: { schoolId }, body: { classGroupIds } }),
    onSettled: refresh,
  });
}

/** Manage Teachers' inline form: the new teacher is mailed their username and a temporary password. */
export function useAddTeacher() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ schoolId, body }: { schoolId: string; body: NewTeacher }) => apiRequest(teachersEndpoints.addTeacher, { params: { schoolId }, body }),
    onSuccess: refresh,
  });
}

export function useAddExistingTeacher() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ schoolId, username }: { schoolId: string; username: string }) =>
      apiRequest(teachersEndpoints.addExistingTeacher, { params: { schoolId }, body: { username } }),
    onSuccess: refresh,
  });
}

/** Add/Remove Administrator; answers reload when the caller changed their own status. */
export function useChangeSchoolAdminStatus() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ schoolId, teacherId, admin }: { schoolId: string; teacherId: string; admin: boolean }) =>
      apiRequest(teachersEndpoints.changeSchoolAdminStatus, { params: { schoolId, teacherId }, body: { admin } }),
    onSuccess: refresh,
  });
}

export function useResetTeacherPassword() {
  return useMutation({
    mutationFn: ({ schoolId, teacherId }: { schoolId: string; teacherId: string }) => apiRequest(teachersEndpoints.resetTeacherPassword, { params: { schoolId, teacherId } }),
  });
}

export function useDeleteTeacher() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ schoolId, teacherId }: { schoolId: string; teacherId: string }) => apiRequest(teachersEndpoints.deleteTeacher, { params: { schoolId, teacherId } }),
    onSettled: refresh,
  });
}

/** Import Teachers (CSV): the file's text; the answer counts the imported and skipped teachers, or lists the file's errors. */
export function useImportTeachers() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ schoolId, fileName, fileData }: { schoolId: string; fileName: string; fileData: string }) =>
      apiRequest(teachersEndpoints.importTeachers, { params: { schoolId }, body: { fileName, fileData } }),
    onSuccess: refresh,
  });
}
