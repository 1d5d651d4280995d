import { EC2Client } from '@aws-sdk/client-ec2';
import { boundedClientConfig } from '../../platform/aws-client-config';
import { functionConfig } from '../../platform/config';
import { ec2ServerFleet } from './ec2';
import { localServerFleet } from './local-fleet';
import { parseServerTag, type ServerFleet } from './port';

let fleet: ServerFleet | undefined;

/** The twin's simulated fleet when LOCAL_FLEET_FILE is set, else the EC2 instances tagged SERVER_TAG. */
export function serverFleet(): ServerFleet {
  if (fleet) return fleet;
  const config = functionConfig();
  if (config.LOCAL_FLEET_FILE) fleet = localServerFleet(config.LOCAL_FLEET_FILE);
  else if (config.SERVER_TAG)
    fleet = ec2ServerFleet(new EC2Client(boundedClientConfig(undefined)), parseServerTag(config.SERVER_TAG));
  else
    throw new Error(
      'The function manages servers but has neither SERVER_TAG (EC2) nor LOCAL_FLEET_FILE (the twin) set',
    );
  return fleet;
}
