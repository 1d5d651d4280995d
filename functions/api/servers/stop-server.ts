import { serverFleet } from '../../adapters/servers';
import { stopServer } from '../../domain/servers/servers';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { serversRoutes } from './routes';

export const handler = defineHandler(serversRoutes.stopServer, async (input) => ({
  server: await stopServer(signedInUser(input), input.params.serverId, serverFleet()),
}));
