import { jobRunner } from '../../adapters/job-runner';
import { startInactiveStudentDeletion } from '../../domain/user-checks/inactive-students';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { userChecksRoutes } from './routes';

export const handler = defineHandler(userChecksRoutes.deleteInactiveStudents, (input) =>
  startInactiveStudentDeletion(
    signedInUser(input),
    input.query['inactive-date'],
    input.body.expectedStudents,
    jobRunner(),
  ),
);
