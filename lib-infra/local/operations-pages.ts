import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml } from '../../shared/rules/escape-html';

export const SERVERS_PAGE_PATH = '/_local/servers';
export const RUN_JOB_PATH_PREFIX = '/_local/jobs/';

interface FleetEntry {
  id: string;
  name: string;
  tagged: boolean;
  state: string;
  since: string;
}

function serversHtml(servers: readonly FleetEntry[]): string {
  const rows = servers
    .map(
      (server) =>
        `<tr><td>${escapeHtml(server.id)}</td><td>${escapeHtml(server.name)}</td><td>${server.tagged ? 'yes' : 'no'}</td><td>${escapeHtml(server.state)}</td><td>${escapeHtml(server.since)}</td></tr>`,
    )
    .join('\n');
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Simulated servers</title></head><body><main>',
    '<h1>Simulated servers</h1>',
    '<p>The twin’s stand-in for EC2. The staff Servers tab lists, starts and stops only the servers with the portal’s tag; a start or stop takes 3 seconds. States as last written (a change in progress finishes when the fleet is next read).</p>',
    servers.length
      ? `<table><thead><tr><th scope="col">Instance</th><th scope="col">Name</th><th scope="col">Portal tag</th><th scope="col">State</th><th scope="col">Since</th></tr></thead><tbody>${rows}</tbody></table>`
      : '<p>The fleet is made when the Servers tab first opens.</p>',
    '</main></body></html>',
  ].join('\n');
}

/** Only a caller on this machine that is not a web page (no Origin): `npm run job`. */
function fromThisMachineScript(request: IncomingMessage): boolean {
  const address = request.socket.remoteAddress ?? '';
  return !request.headers.origin && (address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1');
}

/**
 * The twin's operations pages (ARCHITECTURE: local-only pages): the simulated fleet, and running a
 * scheduled job now. Exports are downloaded from the stand-in for S3 (s3-origin.ts), not the site.
 */
export function operationsPages(options: { fleetFile: string; runJob: (name: string) => Promise<unknown | null> }) {
  return async (request: IncomingMessage, response: ServerResponse, pathname: string): Promise<boolean> => {
    if (pathname === SERVERS_PAGE_PATH && request.method === 'GET') {
      const fleet = await readFile(options.fleetFile, 'utf8').then(
        (text) => (JSON.parse(text) as { servers: FleetEntry[] }).servers,
        () => [],
      );
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(serversHtml(fleet));
      return true;
    }
    if (pathname.startsWith(RUN_JOB_PATH_PREFIX) && request.method === 'POST') {
      if (!fromThisMachineScript(request)) {
        response.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' });
        response.end('Scheduled jobs are run from this machine with npm run job.');
        return true;
      }
      const result = await options.runJob(pathname.slice(RUN_JOB_PATH_PREFIX.length));
      response.writeHead(result === null ? 404 : 200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(result ?? { message: 'No such scheduled job.' }));
      return true;
    }
    return false;
  };
}
