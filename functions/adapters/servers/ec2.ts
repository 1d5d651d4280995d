import {
  DescribeInstancesCommand,
  StartInstancesCommand,
  StopInstancesCommand,
  type EC2Client,
  type Instance,
  type InstanceStateChange,
} from '@aws-sdk/client-ec2';
import {
  IncorrectServerStateError,
  SERVER_STATES,
  type Server,
  type ServerChange,
  type ServerFleet,
  type ServerState,
} from './port';

/** The states the tab shows; shutting-down and terminated instances are gone for good and not listed. */
const LISTED_STATES: readonly string[] = SERVER_STATES;

/** 'User initiated (2026-11-26 09:12:03 GMT)': when a stopped instance stopped. */
function stoppedAt(reason: string | undefined): string | null {
  const match = reason?.match(/\((\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) GMT\)/);
  return match ? `${match[1]}T${match[2]}.000Z` : null;
}

function serverOf(instance: Instance): Server | null {
  const state = instance.State?.Name;
  if (!instance.InstanceId || !state || !LISTED_STATES.includes(state)) return null;
  const name = instance.Tags?.find((tag) => tag.Key === 'Name')?.Value ?? instance.InstanceId;
  const since =
    state === 'stopped' || state === 'stopping'
      ? stoppedAt(instance.StateTransitionReason)
      : (instance.LaunchTime?.toISOString() ?? null);
  return { id: instance.InstanceId, name, state: state as ServerState, since };
}

function changeOf(id: string, change: InstanceStateChange | undefined): ServerChange {
  return {
    id,
    previousState: (change?.PreviousState?.Name ?? 'stopped') as ServerState,
    state: (change?.CurrentState?.Name ?? 'pending') as ServerState,
  };
}

function isIncorrectState(error: unknown): boolean {
  return error instanceof Error && error.name === 'IncorrectInstanceState';
}

/**
 * The tagged EC2 instances. Every call filters on the tag, and a start or stop first finds the
 * instance with that filter: an id of another instance is not found, whatever IAM would allow
 * (IAM also limits StartInstances and StopInstances to tagged instances: lib-infra).
 */
export function ec2ServerFleet(client: EC2Client, tag: { key: string; value: string }): ServerFleet {
  const tagFilter = { Name: `tag:${tag.key}`, Values: [tag.value] };

  async function describe(instanceIds?: string[]): Promise<Server[]> {
    const servers: Server[] = [];
    let nextToken: string | undefined;
    do {
      const answer = await client.send(
        new DescribeInstancesCommand({
          Filters: [tagFilter, { Name: 'instance-state-name', Values: [...LISTED_STATES] }],
          ...(instanceIds ? { InstanceIds: instanceIds } : { MaxResults: 1000 }),
          ...(nextToken ? { NextToken: nextToken } : {}),
        }),
      );
      for (const reservation of answer.Reservations ?? [])
        for (const instance of reservation.Instances ?? [])
          servers.push(...[serverOf(instance)].filter((server): server is Server => server !== null));
      nextToken = answer.NextToken;
    } while (nextToken);
    return servers.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  }

  async function find(id: string): Promise<Server | null> {
    try {
      return (await describe([id]))[0] ?? null;
    } catch (error) {
      // An id that is malformed or names no instance: not one of ours.
      if (
        error instanceof Error &&
        (error.name === 'InvalidInstanceID.NotFound' || error.name === 'InvalidInstanceID.Malformed')
      )
        return null;
      throw error;
    }
  }

  return {
    list: () => describe(),
    find,
    async start(id) {
      try {
        const answer = await client.send(new StartInstancesCommand({ InstanceIds: [id] }));
        return changeOf(id, answer.StartingInstances?.[0]);
      } catch (error) {
        if (isIncorrectState(error)) throw new IncorrectServerStateError((error as Error).message);
        throw error;
      }
    },
    async stop(id) {
      try {
        const answer = await client.send(new StopInstancesCommand({ InstanceIds: [id] }));
        return changeOf(id, answer.StoppingInstances?.[0]);
      } catch (error) {
        if (isIncorrectState(error)) throw new IncorrectServerStateError((error as Error).message);
        throw error;
      }
    },
  };
}
