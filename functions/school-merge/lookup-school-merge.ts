import { lookupSchoolMerge } from '../domain/staff/school-merge';
import { defineHandler } from '../platform/http-handler';
import { schoolMergeRoutes } from './routes';

export const handler = defineHandler(schoolMergeRoutes.lookupSchoolMerge, (input) => lookupSchoolMerge(input.params.schoolId, input.query.delete));
