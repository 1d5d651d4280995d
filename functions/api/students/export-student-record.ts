import { jobRunner } from '../../adapters/job-runner';
import { startStudentRecordExport } from '../../domain/privacy/data-export';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { studentsRoutes } from './routes';

export const handler = defineHandler(studentsRoutes.exportStudentRecord, (input) =>
  startStudentRecordExport(
    signedInUser(input),
    input.acting,
    input.params.schoolId,
    input.params.studentId,
    jobRunner(),
  ),
);
