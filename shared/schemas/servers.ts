import * as z from 'zod/mini';
import { isoDateTime } from './common';

/** The Servers tab (staff-console §2 Servers, §3 server, §4 server status, §8). */
export const SERVER_MESSAGES = {
  loadFailed: 'Error loading servers.',
  startFailed: 'Error starting server.',
  stopFailed: 'Error stopping server.',
  notFound: 'This server could not be found.',
  alreadyRunning: 'This server is already running.',
  alreadyStopped: 'This server is already stopped.',
  busy: 'This server is changing state; wait until it has finished.',
} as const;

export const serverStateSchema = z.enum(['pending', 'running', 'stopping', 'stopped']);
export type ServerStateName = z.infer<typeof serverStateSchema>;

/** What each state is called on the tab (§4). */
export const SERVER_STATE_LABELS: Record<ServerStateName, string> = {
  running: 'running',
  pending: 'booting, should be running soon',
  stopped: 'stopped',
  stopping: 'shutting down, should be stopped soon',
};

export const serverSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: serverStateSchema,
  since: z.nullable(isoDateTime),
});
export type Server = z.infer<typeof serverSchema>;

export const serversResponseSchema = z.object({ servers: z.array(serverSchema) });
export const serverResponseSchema = z.object({ server: serverSchema });

/** An instance id as EC2 makes them. */
export const serverIdParamsSchema = z.object({
  serverId: z.string().check(z.regex(/^i-[0-9a-f]{8,17}$/, SERVER_MESSAGES.notFound)),
});
