import { schoolSettingsEndpoints } from '../../../shared/api/endpoints/school-settings';
import { CLASS_MESSAGES } from '../../../shared/schemas/classes';
import { SCHOOL_SETTINGS_MESSAGES } from '../../../shared/schemas/school-settings';
import { classWork } from '../../http/access';
import { defineRoutes } from '../../http/route';

const ADMINISTRATORS = classWork(CLASS_MESSAGES.noSchool, {
  administrators: true,
  notAdministrator: SCHOOL_SETTINGS_MESSAGES.notAdministrator,
});

/** My School (school-and-family §2): the school's administrators; which school is decided in functions/domain/school-settings. */
export const schoolSettingsRoutes = defineRoutes(schoolSettingsEndpoints, {
  getSchoolSettings: { access: ADMINISTRATORS, uses: { table: 'read' } },
  updateSchoolSettings: { access: ADMINISTRATORS, uses: { table: 'readwrite' } },
});
