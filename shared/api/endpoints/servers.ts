import { serverIdParamsSchema, serverResponseSchema, serversResponseSchema } from '../../schemas/servers';
import { defineEndpoint, defineEndpoints } from '../endpoint';

/** The Servers tab (staff-console §2 Servers, §7): the portal's tagged EC2 instances. */
export const serversEndpoints = defineEndpoints('servers', {
  listServers: defineEndpoint({
    method: 'GET',
    path: '/api/servers/status',
    summary: 'The servers (server.boot): each tagged instance with its id, name, state and since when.',
    response: serversResponseSchema,
  }),
  startServer: defineEndpoint({
    method: 'POST',
    path: '/api/servers/{serverId}/start',
    summary:
      'Start a stopped server (server.boot). A server that is running or changing state is refused (409); an id that is not one of the tagged servers is 404.',
    params: serverIdParamsSchema,
    response: serverResponseSchema,
  }),
  stopServer: defineEndpoint({
    method: 'POST',
    path: '/api/servers/{serverId}/stop',
    summary:
      'Stop a running server (server.boot). A server that is stopped or changing state is refused (409); an id that is not one of the tagged servers is 404.',
    params: serverIdParamsSchema,
    response: serverResponseSchema,
  }),
});
