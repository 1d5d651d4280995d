import { updateSchoolSettings } from '../../domain/school-settings/school-settings';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { schoolSettingsRoutes } from './routes';

export const handler = defineHandler(schoolSettingsRoutes.updateSchoolSettings, (input) =>
  updateSchoolSettings(signedInUser(input), input.params.schoolId, input.body, new Date()),
);
