import { updateSchoolSettings } from '../domain/school-settings/school-settings';
import { defineHandler, signedInUser } from '../platform/http-handler';
import { schoolSettingsRoutes } from './routes';

export const handler = defineHandler(schoolSettingsRoutes.updateSchoolSettings, (input) =>
  updateSchoolSettings(signedInUser(input), input.params.schoolId, input.body, new Date()),
);
