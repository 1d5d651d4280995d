import { schoolIdParamsSchema } from '../../schemas/schools';
import { schoolSettingsResponseSchema, schoolSettingsUpdateSchema } from '../../schemas/school-settings';
import { defineEndpoint, defineEndpoints } from '../endpoint';

/**
 * My School (school-and-family §2 teacher.school index): the school's administrators (its school
 * admins, district administrators, school.manage staff) read and save its details. A teacher of
 * the school who is not one of them: 403; anyone else: 404.
 */
export const schoolSettingsEndpoints = defineEndpoints('school-settings', {
  getSchoolSettings: defineEndpoint({
    method: 'GET',
    path: '/api/schools/{schoolId}/settings',
    summary:
      "My School: the school's name, address, city, postcode, phone, country and state names, and whether it participates in competitions.",
    params: schoolIdParamsSchema,
    response: schoolSettingsResponseSchema,
  }),
  updateSchoolSettings: defineEndpoint({
    method: 'PUT',
    path: '/api/schools/{schoolId}/settings',
    summary:
      "Save Changes on My School: address, city, postcode, phone and 'Participate in competitions'. The school's search terms follow its new city and postcode in the same transaction; audited.",
    params: schoolIdParamsSchema,
    body: schoolSettingsUpdateSchema,
    response: schoolSettingsResponseSchema,
  }),
});
