import { jobRunner } from '../../adapters/job-runner';
import { startSchoolMerge } from '../../domain/school-merge/school-merge';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { schoolMergeRoutes } from './routes';

export const handler = defineHandler(schoolMergeRoutes.mergeSchool, (input) =>
  startSchoolMerge(signedInUser(input), input.params.schoolId, input.body.deleteSchoolId, { runner: jobRunner() }),
);
