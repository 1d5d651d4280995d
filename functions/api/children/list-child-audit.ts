import { listChildAudit } from '../../domain/children/child-audit';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { childrenRoutes } from './routes';

export const handler = defineHandler(childrenRoutes.listChildAudit, (input) =>
  listChildAudit(signedInUser(input), input.params.childId, input.query.cursor ?? null),
);
