import { serverFleet } from '../../adapters/servers';
import { startServer } from '../../domain/servers/servers';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { serversRoutes } from './routes';

export const handler = defineHandler(serversRoutes.startServer, async (input) => ({
  server: await startServer(signedInUser(input), input.params.serverId, serverFleet()),
}));
