import { cutoffsOfDate, previewInactiveStudents } from '../../domain/user-checks/inactive-students';
import { defineHandler } from '../../http/http-handler';
import { userChecksRoutes } from './routes';

export const handler = defineHandler(userChecksRoutes.previewInactiveStudents, (input) =>
  previewInactiveStudents(cutoffsOfDate(input.query['inactive-date'])),
);
