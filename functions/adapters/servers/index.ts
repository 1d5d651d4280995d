import type { EC2ClientConfig } from '@aws-sdk/client-ec2';
import { boundedClientConfig } from '../../platform/aws-client-config';
import { forgetOnReconfigure, functionConfig } from '../../platform/config';
import { localServerFleet } from './local-fleet';
import { parseServerTag, type ServerFleet } from './port';

let fleet: ServerFleet | undefined;
forgetOnReconfigure(() => {
  fleet = undefined;
});

/**
 * The EC2 fleet, with the EC2 client loaded on the first call rather than when the function
 * loads: its package is the SDK's largest (about 4 MB), 150 ms of a cold start on its own.
 */
export function lazyEc2Fleet(tag: { key: string; value: string }, clientConfig: EC2ClientConfig): ServerFleet {
  let loaded: Promise<ServerFleet> | undefined;
  const ec2Fleet = () =>
    (loaded ??= Promise.all([import('@aws-sdk/client-ec2'), import('./ec2')]).then(([sdk, { ec2ServerFleet }]) =>
      ec2ServerFleet(new sdk.EC2Client(clientConfig), tag),
    ));
  return {
    list: async () => (await ec2Fleet()).list(),
    find: async (id) => (await ec2Fleet()).find(id),
    start: async (id) => (await ec2Fleet()).start(id),
    stop: async (id) => (await ec2Fleet()).stop(id),
  };
}

/** The twin's simulated fleet when LOCAL_FLEET_FILE is set, else the EC2 instances tagged SERVER_TAG. */
export function serverFleet(): ServerFleet {
  if (fleet) return fleet;
  const config = functionConfig();
  if (config.LOCAL_FLEET_FILE) fleet = localServerFleet(config.LOCAL_FLEET_FILE);
  else if (config.SERVER_TAG) fleet = lazyEc2Fleet(parseServerTag(config.SERVER_TAG), boundedClientConfig(undefined));
  else
    throw new Error(
      'The function manages servers but has neither SERVER_TAG (EC2) nor LOCAL_FLEET_FILE (the twin) set',
    );
  return fleet;
}
