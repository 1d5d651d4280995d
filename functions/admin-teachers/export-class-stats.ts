import { classStatsCsv } from '../domain/staff/class-stats';
import { defineFileHandler } from '../platform/http-handler';
import { adminTeachersRoutes } from './routes';

export const handler = defineFileHandler(adminTeachersRoutes.exportClassStats, (input) => classStatsCsv(input.query.school));
