import { dataSharingEndpoints } from '../../../shared/api/endpoints/data-sharing';
import { CLASS_MESSAGES } from '../../../shared/schemas/classes';
import { DATA_SHARING_MESSAGES } from '../../../shared/schemas/data-sharing';
import { classWork } from '../../http/access';
import { defineRoutes } from '../../http/route';

/** A school's administrators, and staff with school.manage (which school is decided in functions/domain/data-sharing). */
const ADMINISTRATORS = classWork(CLASS_MESSAGES.noSchool, {
  administrators: true,
  notAdministrator: DATA_SHARING_MESSAGES.notAdministrator,
});

export const dataSharingRoutes = defineRoutes(dataSharingEndpoints, {
  // Both reads write an audit entry: the table access is readwrite.
  getSchoolDataSharing: { access: ADMINISTRATORS, uses: { table: 'readwrite' } },
  getAppDataSharing: { access: ADMINISTRATORS, uses: { table: 'readwrite' } },
  setRosterSharing: { access: ADMINISTRATORS, uses: { table: 'readwrite' } },
  setRosterChoices: { access: ADMINISTRATORS, uses: { table: 'readwrite' } },
});
