import { listSchoolServicePanels } from '../../domain/school-grants/school-grants';
import { defineHandler } from '../../http/http-handler';
import { schoolGrantsRoutes } from './routes';

export const handler = defineHandler(schoolGrantsRoutes.listSchoolServicePanels, (input) =>
  listSchoolServicePanels(input.params.schoolId),
);
