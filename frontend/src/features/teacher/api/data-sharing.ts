import { dataSharingEndpoints } from '../../../../../shared/api/endpoints/data-sharing';
import { defineQuery } from '../../../lib/define-query';
import { TEACHER_KEY } from './keys';

/** The school's apps with the attributes of its students they received in the last 90 days. */
export const getSchoolDataSharing = defineQuery(dataSharingEndpoints.getSchoolDataSharing, {
  queryKey: [...TEACHER_KEY, 'data-sharing'],
});

/** One app's last 90 days at the school: its attribute counts and its students. */
export const getAppDataSharing = defineQuery(dataSharingEndpoints.getAppDataSharing, {
  queryKey: [...TEACHER_KEY, 'data-sharing-app'],
});
