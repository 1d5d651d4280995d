import { childRows } from '../domain/family/child-rows';
import { listOwnChildren } from '../domain/family/own-children';
import { defineHandler, signedInUser } from '../platform/http-handler';
import { childrenRoutes } from './routes';

export const handler = defineHandler(childrenRoutes.listChildren, async (input) => {
  const parent = signedInUser(input);
  return { children: await childRows(parent, await listOwnChildren(parent)) };
});
