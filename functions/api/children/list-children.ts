import { childRows } from '../../domain/children/child-rows';
import { listOwnChildren } from '../../domain/children/own-children';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { childrenRoutes } from './routes';

export const handler = defineHandler(childrenRoutes.listChildren, async (input) => ({
  children: await childRows(await listOwnChildren(signedInUser(input))),
}));
