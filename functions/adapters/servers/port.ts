/**
 * The staff Servers tab's fleet (staff-console §2 Servers, §4 server status): EC2 instances that
 * carry the portal's tag in AWS (./ec2.ts), a simulated fleet in the twin (./local-fleet.ts).
 * Instances without the tag are never listed, started or stopped.
 */
export const SERVER_STATES = ['pending', 'running', 'stopping', 'stopped'] as const;
export type ServerState = (typeof SERVER_STATES)[number];

export interface Server {
  id: string;
  name: string;
  state: ServerState;
  /** When it entered this state (ISO), when known. */
  since: string | null;
}

/** The state change a start or stop began: where the server was and where it is now. */
export interface ServerChange {
  id: string;
  previousState: ServerState;
  state: ServerState;
}

/** EC2's refusal of a start or stop in a state that does not allow it (IncorrectInstanceState). */
export class IncorrectServerStateError extends Error {
  override readonly name = 'IncorrectInstanceState';
}

export interface ServerFleet {
  /** The tagged servers, by name. */
  list(): Promise<Server[]>;
  /** The tagged server with this id, or null (absent, or not the portal's). */
  find(id: string): Promise<Server | null>;
  start(id: string): Promise<ServerChange>;
  stop(id: string): Promise<ServerChange>;
}

/** The tag that marks the portal's servers, from SERVER_TAG (key=value). */
export function parseServerTag(setting: string): { key: string; value: string } {
  const at = setting.indexOf('=');
  if (at <= 0) throw new Error(`SERVER_TAG must be key=value, not ${setting}`);
  return { key: setting.slice(0, at), value: setting.slice(at + 1) };
}
