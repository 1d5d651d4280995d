import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminTeachersEndpoints } from '../../../../../shared/api/endpoints/admin-teachers';
import { schoolMergeEndpoints } from '../../../../../shared/api/endpoints/school-merge';
import type { StaffTeacherTrialRequest } from '../../../../../shared/schemas/admin-teachers';
import { apiRequest } from '../../../lib/api-client';
import { downloadFile, saveDownloadedFile } from '../../../lib/download-file';
import { adminSchoolTeachersQuery } from './admin-schools';

/** View Class Stats: the school's CSV, saved by the browser. */
export async function exportClassStats(schoolId: string): Promise<void> {
  saveDownloadedFile(await downloadFile(adminTeachersEndpoints.exportClassStats, { query: { school: schoolId } }), `class-stats-${schoolId}.csv`);
}

/** Move Teacher: the teacher joins this school; its Teachers tab is read again. */
export function useMoveTeacher(schoolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (usernameOrEmail: string) => apiRequest(adminTeachersEndpoints.moveTeacher, { params: { schoolId }, body: { usernameOrEmail } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminSchoolTeachersQuery(schoolId).queryKey }),
  });
}

export const teacherTrialsQuery = (teacherId: string) =>
  queryOptions({
    queryKey: ['me', 'admin', 'teachers', teacherId, 'trials'],
    queryFn: ({ signal }) => apiRequest(adminTeachersEndpoints.listTeacherTrialEntries, { params: { teacherId }, signal }),
  });

/** Starting a teacher's trials: the modal's entries are read again after. */
export function useStartTeacherTrials(teacherId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffTeacherTrialRequest) => apiRequest(adminTeachersEndpoints.startTeacherTrialsForTeacher, { params: { teacherId }, body }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: teacherTrialsQuery(teacherId).queryKey }),
  });
}

/** Merge: Lookup shows both schools; Merge starts the job. */
export function lookupSchoolMerge(keepSchoolId: string, deleteSchoolId: string) {
  return apiRequest(schoolMergeEndpoints.lookupSchoolMerge, { params: { schoolId: keepSchoolId }, query: { delete: deleteSchoolId } });
}

export function startSchoolMerge(keepSchoolId: string, deleteSchoolId: string) {
  return apiRequest(schoolMergeEndpoints.mergeSchool, { params: { schoolId: keepSchoolId }, body: { deleteSchoolId } });
}
