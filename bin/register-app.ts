/**
 * `npm run register-app -- <serviceId> <metadata file or URL> [--attributes username,firstName,…]`:
 * registers an integrated app's SAML service provider with its service (entity id, assertion
 * consumer, certificate, whether it signs its requests, the attributes released to it).
 *
 * `npm run register-app -- <serviceId> --lti --login-url <URL> --redirect-uri <URL> [--redirect-uri …]
 * (--jwks-url <URL> | --public-key <PEM or JWK file>) [--target-link-uri <URL>] [--custom name=value …]
 * [--school <schoolId> …] [--library] [--attributes …]`: registers the app as an LTI 1.3 tool
 * (docs/using/lti.md), keeping the client_id and deployment ids it was issued before, and prints
 * what to paste into the tool. A deployment per `--school`; `--library` (the default without a
 * school) offers it to everyone else too.
 *
 * With TABLE_NAME (and AWS credentials) it writes the stage's table; with `npm start` running, the
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

const USAGE = [
  'Usage: npm run register-app -- <serviceId> <metadata file or URL> [--attributes username,firstName,lastInitial,role,schoolId,classIds,accessType,accessExpiry]',
  '   or: npm run register-app -- <serviceId> --lti --login-url <URL> --redirect-uri <URL> [--redirect-uri <URL> …]',
  '         (--jwks-url <URL> | --public-key <PEM or JWK file>) [--target-link-uri <URL>] [--custom name=value …]',
  '         [--school <schoolId> …] [--library] [--attributes …]',
].join('\n');
/** Flags that take a value (those that may be given again collect every value). */
const VALUED = [
  '--attributes',
  '--login-url',
  '--redirect-uri',
  '--target-link-uri',
  '--jwks-url',
  '--public-key',
  '--custom',
  '--school',
];

const args = process.argv.slice(2);
const flags = new Map<string, string[]>();
const positional: string[] = [];
for (let index = 0; index < args.length; index += 1) {
  const arg = args[index] ?? '';
  if (VALUED.includes(arg)) {
    flags.set(arg, [...(flags.get(arg) ?? []), args[index + 1] ?? '']);
    index += 1;
  } else if (arg.startsWith('--')) flags.set(arg, []);
  else positional.push(arg);
}
const one = (flag: string): string | null => flags.get(flag)?.[0] ?? null;
const attributesText = one('--attributes');
const lti = flags.has('--lti');
const [serviceId, source] = positional;
if (flags.has('--help') || !serviceId || (!lti && !source)) {
  console.error(USAGE);
  process.exit(flags.has('--help') ? 0 : 2);
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
  const registration = lti
    ? null
    : registrationFromMetadata(await metadataText(source ?? ''), releasedAttributeList(attributesText));
  if (!process.env['TABLE_NAME']) {
    const twin = await runningTwinTable();
    if (twin) Object.assign(process.env, twin);
    else stack = await startLocalStack({ web: 'none', seed: false, schedules: false });
  }
  const { getService } = await import('../functions/data/services');
  const service = await getService(serviceId);
  if (!service) throw new AppRegistrationError(`No service has the id ${serviceId}.`);
  if (!service.integrated)
    console.warn(`${service.name} is not integrated: the library offers it no sign-on until it is.`);
  if (registration) {
    const { putServiceSignOn } = await import('../functions/data/service-sign-ons');
    await putServiceSignOn(serviceId, registration);
    console.log(`${service.name} is registered for sign-on in ${process.env['TABLE_NAME'] ?? 'the local table'}:`);
    console.log(JSON.stringify({ ...registration, certificate: registration.certificate ? '(PEM)' : null }, null, 2));
  } else {
    const [{ getLtiTool, putLtiTool }, { ltiToolRegistration }, { ltiPlatform }] = await Promise.all([
      import('../functions/data/lti-tools'),
      import('../functions/domain/lti/register-tool'),
      import('../functions/domain/lti/lti-platform'),
    ]);
    const keyFile = one('--public-key');
    const schoolIds = flags.get('--school') ?? [];
    const tool = ltiToolRegistration(
      {
        loginUrl: one('--login-url') ?? '',
        redirectUris: flags.get('--redirect-uri') ?? [],
        targetLinkUri: one('--target-link-uri'),
        jwksUrl: one('--jwks-url'),
        publicKey: keyFile ? await readFile(keyFile, 'utf8') : null,
        custom: flags.get('--custom') ?? [],
        attributes: attributesText === null ? null : releasedAttributeList(attributesText),
        schoolIds,
        platformWide: flags.has('--library') || schoolIds.length === 0,
      },
      await getLtiTool(serviceId),
    );
    await putLtiTool(serviceId, tool);
    const platform = ltiPlatform();
    // Each school's deployment is named by the school's name too, read in one batch.
    const { getSchools } = await import('../functions/data/schools');
    const schoolNames = new Map(
      (await getSchools(tool.deployments.flatMap((deployment) => deployment.schoolId ?? []))).map((school) => [
        school.id,
        school.name,
      ]),
    );
    console.log(
      `${service.name} is registered as an LTI 1.3 tool in ${process.env['TABLE_NAME'] ?? 'the local table'}.`,
    );
    console.log('Paste into the tool:');
    console.log(
      JSON.stringify(
        {
          issuer: platform.issuer,
          clientId: tool.clientId,
          deployments: tool.deployments.map((deployment) => ({
            ...deployment,
            ...(deployment.schoolId ? { schoolName: schoolNames.get(deployment.schoolId) ?? null } : {}),
          })),
          authorizationEndpoint: platform.authorizationEndpoint,
          tokenEndpoint: platform.tokenEndpoint,
          jwksUrl: platform.jwksUrl,
        },
        null,
        2,
      ),
    );
  }
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
