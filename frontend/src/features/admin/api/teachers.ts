import { teachersEndpoints } from '../../../../../shared/api/endpoints/teachers';
import { defineQuery } from '../../../lib/define-query';
import { SCHOOLS_KEY } from './keys';

/** The school page's Teachers tab: the school's teachers (the teachers area's list, open to school.manage staff). */
export const listSchoolTeachers = defineQuery(teachersEndpoints.listSchoolTeachers, {
  queryKey: [...SCHOOLS_KEY, 'teachers'],
});
