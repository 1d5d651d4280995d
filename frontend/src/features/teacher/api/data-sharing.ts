import { dataSharingEndpoints } from '../../../../../shared/api/endpoints/data-sharing';
import { defineMutation } from '../../../lib/define-mutation';
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

/** Turns one app's roster sharing on or off; the report is read again with it. */
export const setRosterSharing = defineMutation(dataSharingEndpoints.setRosterSharing, {
  invalidates: [getSchoolDataSharing.key()],
});

/** The school's choices for every app that reads its roster (e-mail addresses, Student IDs). */
export const setRosterChoices = defineMutation(dataSharingEndpoints.setRosterChoices, {
  invalidates: [getSchoolDataSharing.key()],
});
