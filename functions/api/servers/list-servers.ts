import { serverFleet } from '../../adapters/servers';
import { listServers } from '../../domain/servers/servers';
import { defineHandler } from '../../http/http-handler';
import { serversRoutes } from './routes';

export const handler = defineHandler(serversRoutes.listServers, async () => ({
  servers: await listServers(serverFleet()),
}));
