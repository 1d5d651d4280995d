import { serversEndpoints } from '../../../../../shared/api/endpoints/servers';
import { defineMutation } from '../../../lib/define-mutation';
import { defineQuery } from '../../../lib/define-query';
import { ADMIN_KEY } from './keys';

export const listServers = defineQuery(serversEndpoints.listServers, { queryKey: [...ADMIN_KEY, 'servers'] });

/** Start or stop a server; the table is read again after. */
export const startServer = defineMutation(serversEndpoints.startServer, {
  invalidates: [listServers.key()],
  invalidateOn: 'settled',
});
export const stopServer = defineMutation(serversEndpoints.stopServer, {
  invalidates: [listServers.key()],
  invalidateOn: 'settled',
});
