import { adminTeachersEndpoints } from '../../../../../shared/api/endpoints/admin-teachers';
import { defineMutation } from '../../../lib/define-mutation';
import { defineQuery } from '../../../lib/define-query';
import { downloadFile, saveDownloadedFile } from '../../../lib/download-file';
import { ADMIN_KEY } from './keys';
import { listAdminSchoolTeachers } from './admin-schools';

/** View Class Stats: the school's CSV, saved by the browser. */
export async function exportClassStats(schoolId: string): Promise<void> {
  saveDownloadedFile(
    await downloadFile(adminTeachersEndpoints.exportClassStats, { query: { school: schoolId } }),
    `class-stats-${schoolId}.csv`,
  );
}

/** Move Teacher: the teacher joins this school; its Teachers tab is read again. */
export const moveTeacher = defineMutation(adminTeachersEndpoints.moveTeacher, {
  invalidates: ({ params }) => [listAdminSchoolTeachers.key({ params: { schoolId: params.schoolId } })],
});

/** The teacher modal: per app what the teacher has and whether a trial can start. */
export const listTeacherTrialEntries = defineQuery(adminTeachersEndpoints.listTeacherTrialEntries, {
  queryKey: [...ADMIN_KEY, 'teacher-trials'],
});

/** Starting a teacher's trials: the modal's entries are read again after. */
export const startTeacherTrialsForTeacher = defineMutation(adminTeachersEndpoints.startTeacherTrialsForTeacher, {
  invalidates: ({ params }) => [listTeacherTrialEntries.key({ params: { teacherId: params.teacherId } })],
  invalidateOn: 'settled',
});
