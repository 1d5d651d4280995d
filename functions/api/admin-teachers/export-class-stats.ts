import { classStatsCsv } from '../../domain/admin-teachers/class-stats';
import { defineFileHandler } from '../../http/http-handler';
import { adminTeachersRoutes } from './routes';

export const handler = defineFileHandler(adminTeachersRoutes.exportClassStats, (input) =>
  classStatsCsv(input.query.school),
);
