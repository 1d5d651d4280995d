import { schoolSettingsEndpoints } from '../../../../../shared/api/endpoints/school-settings';
import { defineMutation } from '../../../lib/define-mutation';
import { defineQuery } from '../../../lib/define-query';
import { TEACHER_KEY } from './keys';

/** My School's settings. */
export const getSchoolSettings = defineQuery(schoolSettingsEndpoints.getSchoolSettings, {
  queryKey: [...TEACHER_KEY, 'school-settings'],
});
export const updateSchoolSettings = defineMutation(schoolSettingsEndpoints.updateSchoolSettings, {
  invalidates: [TEACHER_KEY],
});
