import { listSchoolQueue } from '../../domain/admin-schools/school-queues';
import { defineHandler } from '../../http/http-handler';
import { adminSchoolsRoutes } from './routes';

export const handler = defineHandler(adminSchoolsRoutes.listSchoolQueue, ({ query }) =>
  listSchoolQueue(query.queue, query.cursor ?? null),
);
