import { lookupSchoolMerge } from '../../domain/school-merge/school-merge';
import { defineHandler } from '../../http/http-handler';
import { schoolMergeRoutes } from './routes';

export const handler = defineHandler(schoolMergeRoutes.lookupSchoolMerge, (input) =>
  lookupSchoolMerge(input.params.schoolId, input.query.delete),
);
