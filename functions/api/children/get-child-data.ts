import { childDataRecord } from '../../domain/privacy/child-data';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { childrenRoutes } from './routes';

export const handler = defineHandler(childrenRoutes.getChildData, (input) =>
  childDataRecord(signedInUser(input), input.acting, input.params.childId),
);
