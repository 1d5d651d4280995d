/**
 * `npm run register-app -- <serviceId> <metadata file or URL> [--attributes username,firstName,…]`:
 * registers an integrated app's SAML service provider with its service (entity id, assertion
 * consumer, certificate, whether it signs its requests, the attributes released to it). With
 * TABLE_NAME (and AWS credentials) it writes the stage's table; with `npm start` running, the
 * twin's; otherwise it starts the local stack for the write.
 */
import { readFile } from 'node:fs/promises';
import {
  AppRegistrationError,
  registrationFromMetadata,
  releasedAttributeList,
} from '../functions/domain/app-launch/register-app';
import { startLocalStack, type LocalStack } from './local-stack';
import { TWIN_FILE } from './twin-file';

const args = process.argv.slice(2);
const attributesAt = args.indexOf('--attributes');
const attributesText = attributesAt >= 0 ? (args[attributesAt + 1] ?? '') : null;
const [serviceId, source] = args.filter((_, index) => index !== attributesAt && index !== attributesAt + 1);
if (!serviceId || !source) {
  console.error(
    'Usage: npm run register-app -- <serviceId> <metadata file or URL> [--attributes username,firstName,lastInitial,role,schoolId,classIds,accessType,accessExpiry]',
  );
  process.exit(2);
}

async function metadataText(from: string): Promise<string> {
  if (/^https?:\/\//.test(from)) {
    const answer = await fetch(from);
    if (!answer.ok) throw new AppRegistrationError(`${from} answered ${answer.status}`);
    return answer.text();
  }
  return readFile(from, 'utf8');
}

/** The running twin's table, when `npm start` is running (it writes where its stand-ins are). */
async function runningTwinTable(): Promise<Record<string, string> | null> {
  try {
    const twin = JSON.parse(await readFile(TWIN_FILE, 'utf8')) as { url: string; environment?: Record<string, string> };
    await fetch(`${twin.url}/config.json`);
    return twin.environment ?? null;
  } catch {
    return null;
  }
}

let stack: LocalStack | null = null;
try {
  const registration = registrationFromMetadata(await metadataText(source), releasedAttributeList(attributesText));
  if (!process.env['TABLE_NAME']) {
    const twin = await runningTwinTable();
    if (twin) Object.assign(process.env, twin);
    else stack = await startLocalStack({ web: 'none', seed: false, schedules: false });
  }
  const [{ getService }, { putServiceSignOn }] = await Promise.all([
    import('../functions/data/services'),
    import('../functions/data/service-sign-ons'),
  ]);
  const service = await getService(serviceId);
  if (!service) throw new AppRegistrationError(`No service has the id ${serviceId}.`);
  if (!service.integrated)
    console.warn(`${service.name} is not integrated: the library offers it no sign-on until it is.`);
  await putServiceSignOn(serviceId, registration);
  console.log(`${service.name} is registered for sign-on in ${process.env['TABLE_NAME'] ?? 'the local table'}:`);
  console.log(JSON.stringify({ ...registration, certificate: registration.certificate ? '(PEM)' : null }, null, 2));
} catch (error) {
  console.error(
    error instanceof AppRegistrationError
      ? error.message
      : `The registration failed: ${(error as Error).stack ?? String(error)}`,
  );
  process.exitCode = 1;
} finally {
  await stack?.stop();
}
