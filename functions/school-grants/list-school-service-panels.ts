import { listSchoolServicePanels } from '../domain/staff/school-grants';
import { defineHandler } from '../platform/http-handler';
import { schoolGrantsRoutes } from './routes';

export const handler = defineHandler(schoolGrantsRoutes.listSchoolServicePanels, (input) => listSchoolServicePanels(input.params.schoolId));
