import { serversEndpoints } from '../../../shared/api/endpoints/servers';
import { staffWith } from '../../http/access';
import { defineRoutes } from '../../http/route';

/** The Servers tab (server.boot): describe, start and stop the tagged instances only. */
export const serversRoutes = defineRoutes(serversEndpoints, {
  listServers: { access: staffWith('server.boot'), uses: { table: 'read', servers: ['ec2:DescribeInstances'] } },
  startServer: {
    access: staffWith('server.boot'),
    uses: { table: 'readwrite', servers: ['ec2:DescribeInstances', 'ec2:StartInstances'] },
  },
  stopServer: {
    access: staffWith('server.boot'),
    uses: { table: 'readwrite', servers: ['ec2:DescribeInstances', 'ec2:StopInstances'] },
  },
});
