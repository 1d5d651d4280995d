import { schoolSettingsEndpoints } from '../../../../../shared/api/endpoints/school-settings';
import { defineQuery } from '../../../lib/define-query';
import { ADMIN_KEY } from './keys';

/** A school the staff member manages (school.manage for it): its name and place, for the console's landing page. */
export const getManagedSchool = defineQuery(schoolSettingsEndpoints.getSchoolSettings, {
  queryKey: [...ADMIN_KEY, 'managed-school'],
});
