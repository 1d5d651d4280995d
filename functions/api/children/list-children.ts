import { passwordBox } from '../../adapters/secret-box';
import { childRows } from '../../domain/children/child-rows';
import { listOwnChildren } from '../../domain/children/own-children';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { childrenRoutes } from './routes';

export const handler = defineHandler(childrenRoutes.listChildren, async (input) => {
  const parent = signedInUser(input);
  return { children: await childRows(parent, await listOwnChildren(parent), passwordBox) };
});
