import { getSchoolSettings } from '../../domain/school-settings/school-settings';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { schoolSettingsRoutes } from './routes';

export const handler = defineHandler(schoolSettingsRoutes.getSchoolSettings, (input) =>
  getSchoolSettings(signedInUser(input), input.params.schoolId),
);
