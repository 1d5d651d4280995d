import { startSchoolMerge } from '../domain/staff/school-merge';
import { defineHandler, signedInUser } from '../platform/http-handler';
import { schoolMergeRoutes } from './routes';

export const handler = defineHandler(schoolMergeRoutes.mergeSchool, (input) => startSchoolMerge(signedInUser(input), input.params.schoolId, input.body.deleteSchoolId));
