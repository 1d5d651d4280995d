import { serversEndpoints } from '../../shared/api/endpoints/servers';
import { staffWith } from '../platform/access';
import { defineRoutes } from '../platform/route';

/** The Servers tab (server.boot): describe, start and stop the tagged instances only. */
export const serversRoutes = defineRoutes(serversEndpoints, {
  listServers: { handler: 'servers/list-servers', access: staffWith('server.boot'), uses: { table: 'read', servers: ['ec2:DescribeInstances'] } },
  startServer: { handler: 'servers/start-server', access: staffWith('server.boot'), uses: { table: 'readwrite', servers: ['ec2:DescribeInstances', 'ec2:StartInstances'] } },
  stopServer: { handler: 'servers/stop-server', access: staffWith('server.boot'), uses: { table: 'readwrite', servers: ['ec2:DescribeInstances', 'ec2:StopInstances'] } },
});
