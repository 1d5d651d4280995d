/**
 * Platform benchmark. Measures, in one run on this machine:
 * local stack start-up (fresh data and restart), API p50/p99 for listing services and signing in
 * (with the password alone, and with a teacher's two-factor code) next to a raw DynamoDB Local
 * GetItem, and each Lambda bundle's size and cold load time.
 * Targets: a demo account signs in ≤ 15 s after a first start on fresh data and ≤ 8 s after a
 * restart; services p50 ≤ 1.5 × raw GetItem p50; two-factor sign-in p50 ≤ 2.5 × password sign-in
 * p50; every bundle < 250 KB; cold load < 150 ms (median of three fresh processes) and the median
 * route ≤ 1.3 × the smallest; each bundle carries only its own area's contract (the server-time
 * function has no registration schema).
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import { generate } from 'otplib';
import { buildFunctions, bundleDirFor, maxBundleKb } from '../../bin/build-functions';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../bin/seed/demo-accounts';
import { startLocalStack } from '../../bin/local-stack';
import { routes } from '../../functions/routes';
import { localDynamoDbClient } from '../../lib-infra/local/dynamodb-local';
import { ACCOUNT_TYPE_REQUIRED } from '../../shared/schemas/auth';
import { percentile, printTable, timeEach } from './stats';

const REQUESTS = 400;
const SIGN_INS = 100;
const TWO_FACTOR_WARM_UPS = 5;
/**
 * Two round trips to the user pool (InitiateAuth, then RespondToAuthChallenge with the code), each
 * about the work of a password sign-in, plus the code's check: twice the password sign-in, with a
 * quarter on top for the TOTP check and the second call's user lookup in the pool's front.
 */
const TWO_FACTOR_SIGN_IN_RATIO = 2.5;
const targets: { what: string; met: boolean }[] = [];

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-'));
try {
  // Start-up, each in a fresh process as npm start runs it: the first start creates the table,
  // the pool and the demo data; the restart finds them. Times are from the spawn, so they include
  // loading the code; the demo data that takes work is prepared after the portal answers.
  const measureStart = () => {
    const spawnedAt = Date.now();
    const child = spawnSync('npx', ['tsx', path.join(import.meta.dirname, 'measure-start.ts'), dataDir], {
      encoding: 'utf8',
    });
    const at = (name: string) => Number(new RegExp(`${name}=(\\d+)`).exec(child.stdout)?.[1] ?? Number.NaN) - spawnedAt;
    const times = { answered: at('ANSWERED_AT'), signedIn: at('SIGNED_IN_AT'), demoReady: at('DEMO_READY_AT') };
    if (child.status !== 0 || Object.values(times).some(Number.isNaN))
      throw new Error(`The local stack did not start: ${child.stderr}`);
    return times;
  };
  const firstStart = measureStart();
  const restart = measureStart();
  const stack = await startLocalStack({ dataDir, web: 'none', seed: true });

  interface PoolAnswer {
    AuthenticationResult?: { IdToken?: string; AccessToken?: string };
    ChallengeName?: string;
    Session?: string;
  }
  /** A call of the browser's to the user pool, through the gateway's /cognito. */
  const cognitoCall = async (action: string, input: Record<string, unknown>) => {
    const response = await fetch(`${stack.url}/cognito/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
      },
      body: JSON.stringify({ ClientId: stack.userPoolClientId, ...input }),
    });
    return (await response.json()) as PoolAnswer;
  };
  const passwordStep = (username: string) =>
    cognitoCall('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: username, PASSWORD: DEMO_PASSWORD },
    });
  const tokensOf = (answer: PoolAnswer) => {
    const { IdToken, AccessToken } = answer.AuthenticationResult ?? {};
    if (!IdToken || !AccessToken) throw new Error(`sign-in failed: ${JSON.stringify(answer)}`);
    return { IdToken, AccessToken };
  };
  const signIn = async () => tokensOf(await passwordStep(DEMO_ACCOUNTS.parent.username)).IdToken;
  const postJson = async (apiPath: string, body: unknown, token?: string) => {
    const response = await fetch(`${stack.url}${apiPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${apiPath} answered ${response.status}: ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };

  // Teachers of their own with two-factor on, set up as the SPA does it (register, key, enable).
  // Cognito accepts each one-time code once (and so does the twin's pool front), so every
  // two-factor sample signs in a teacher of its own with that teacher's current code.
  const setUpTwoFactorTeacher = async (index: number) => {
    const username = `bench-two-factor-${Date.now().toString(36)}-${index}@example.com`;
    await postJson('/api/auth/register', {
      accountType: 'teacher',
      title: 'Ms.',
      firstName: 'Bench',
      lastName: 'Teacher',
      countryId: 'AU',
      email: username,
      password: DEMO_PASSWORD,
      passwordConfirmation: DEMO_PASSWORD,
    });
    const teacherTokens = tokensOf(await passwordStep(username));
    const { secret } = (await postJson(
      '/api/me/two-factor/key',
      { accessToken: teacherTokens.AccessToken },
      teacherTokens.IdToken,
    )) as { secret: string };
    await postJson(
      '/api/me/two-factor',
      { accessToken: teacherTokens.AccessToken, code: await generate({ secret }) },
      teacherTokens.IdToken,
    );
    return { username, secret };
  };
  const twoFactorTeachers: { username: string; secret: string }[] = [];
  for (let batch = 0; batch < TWO_FACTOR_WARM_UPS + SIGN_INS; batch += 5) {
    twoFactorTeachers.push(
      ...(await Promise.all([0, 1, 2, 3, 4].map((offset) => setUpTwoFactorTeacher(batch + offset)))),
    );
  }
  /** Password, then the current code, as the SPA's login does; each teacher once. */
  const twoFactorSignIn = async () => {
    const teacher = twoFactorTeachers.pop();
    if (!teacher) throw new Error('no two-factor teacher left for this sample');
    const challenge = await passwordStep(teacher.username);
    if (challenge.ChallengeName !== 'SOFTWARE_TOKEN_MFA')
      throw new Error(`no two-factor challenge: ${JSON.stringify(challenge)}`);
    const answer = await cognitoCall('RespondToAuthChallenge', {
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: challenge.Session,
      ChallengeResponses: {
        USERNAME: teacher.username,
        SOFTWARE_TOKEN_MFA_CODE: await generate({ secret: teacher.secret }),
      },
    });
    return tokensOf(answer).IdToken;
  };
  const getJson = async (apiPath: string, token?: string) => {
    const response = await fetch(`${stack.url}${apiPath}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (!response.ok) throw new Error(`${apiPath} answered ${response.status}`);
    return response.json();
  };
  const client = localDynamoDbClient(stack.dynamoDbEndpoint);
  const rawGetItem = () =>
    client.send(
      new GetItemCommand({ TableName: stack.tableName, Key: { pk: { S: 'SERVICES' }, sk: { S: 'SERVICE#1' } } }),
    );

  // Warm up every path (JIT, connection pools, handler modules) before measuring.
  const token = await signIn();
  for (let index = 0; index < 50; index += 1)
    await Promise.all([getJson('/api/services'), rawGetItem(), getJson('/api/auth/session', token)]);
  for (let index = 0; index < TWO_FACTOR_WARM_UPS; index += 1) await Promise.all([signIn(), twoFactorSignIn()]);

  // Interleave the raw and API measurements so both see the same machine load.
  const raw: number[] = [];
  const services: number[] = [];
  for (let index = 0; index < REQUESTS; index += 1) {
    raw.push(...(await timeEach(1, rawGetItem)));
    services.push(...(await timeEach(1, () => getJson('/api/services'))));
  }
  const session = await timeEach(REQUESTS, () => getJson('/api/auth/session', token));
  // Password and two-factor sign-ins interleaved, so both see the same machine load.
  const signIns: number[] = [];
  const twoFactorSignIns: number[] = [];
  for (let index = 0; index < SIGN_INS; index += 1) {
    signIns.push(...(await timeEach(1, signIn)));
    twoFactorSignIns.push(...(await timeEach(1, twoFactorSignIn)));
  }
  client.destroy();
  await stack.stop();

  console.log('\nLocal stack and API (sequential requests on loopback)');
  printTable(
    ['measure', 'p50 ms', 'p99 ms', 'samples'],
    [
      ['first start, fresh data: the portal answers', firstStart.answered, firstStart.answered, 1],
      ['  a demo account has signed in', firstStart.signedIn, firstStart.signedIn, 1],
      ['  the demo data is complete (its jobs done)', firstStart.demoReady, firstStart.demoReady, 1],
      ['restart, existing data: the portal answers', restart.answered, restart.answered, 1],
      ['  a demo account has signed in', restart.signedIn, restart.signedIn, 1],
      ['  the demo data is complete', restart.demoReady, restart.demoReady, 1],
      ['raw DynamoDB Local GetItem', percentile(raw, 50), percentile(raw, 99), raw.length],
      ['GET /api/services', percentile(services, 50), percentile(services, 99), services.length],
      ['GET /api/auth/session (token + profile)', percentile(session, 50), percentile(session, 99), session.length],
      ['sign in (InitiateAuth via /cognito)', percentile(signIns, 50), percentile(signIns, 99), signIns.length],
      [
        'sign in with two-factor (InitiateAuth + RespondToAuthChallenge)',
        percentile(twoFactorSignIns, 50),
        percentile(twoFactorSignIns, 99),
        twoFactorSignIns.length,
      ],
    ],
  );
  const twoFactorRatio = percentile(twoFactorSignIns, 50) / percentile(signIns, 50);
  targets.push({
    what: `two-factor sign-in p50 / password sign-in p50 = ${twoFactorRatio.toFixed(2)} (target ≤ ${TWO_FACTOR_SIGN_IN_RATIO})`,
    met: twoFactorRatio <= TWO_FACTOR_SIGN_IN_RATIO,
  });
  const ratio = percentile(services, 50) / percentile(raw, 50);
  targets.push({ what: `services p50 / raw GetItem p50 = ${ratio.toFixed(2)} (target ≤ 1.5)`, met: ratio <= 1.5 });
  targets.push({
    what: `first start: a demo account signed in ${(firstStart.signedIn / 1000).toFixed(1)} s after npm start (target ≤ 15 s)`,
    met: firstStart.signedIn <= 15_000,
  });
  targets.push({
    what: `restart: a demo account signed in ${(restart.signedIn / 1000).toFixed(1)} s after npm start (target ≤ 8 s)`,
    met: restart.signedIn <= 8_000,
  });

  // Bundles: size on disk and the time a fresh Node process takes to import each one.
  await buildFunctions();
  const bundleRows: (string | number)[][] = [];
  const coldLoads: number[] = [];
  for (const route of routes) {
    const file = path.join(bundleDirFor(route.endpoint.id), 'index.mjs');
    const sizeKb = (await stat(file)).size / 1024;
    const text = await readFile(file, 'utf8');
    const foreignAreas = [
      ...new Set(
        routes
          .filter((other) => other.endpoint.area !== route.endpoint.area && text.includes(`"${other.endpoint.path}"`))
          .map((other) => other.endpoint.area),
      ),
    ];
    const loads = [0, 1, 2].map(() => {
      const probe = spawnSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `const t = performance.now(); await import(${JSON.stringify(`file://${file}`)}); console.log(performance.now() - t);`,
        ],
        { encoding: 'utf8', env: { ...process.env, AWS_REGION: 'ap-southeast-2' } },
      );
      if (probe.status !== 0) throw new Error(`Loading ${file} failed: ${probe.stderr}`);
      return Number(probe.stdout.trim());
    });
    const coldMs = percentile(loads, 50);
    coldLoads.push(coldMs);
    bundleRows.push([route.endpoint.id, route.endpoint.area, sizeKb, coldMs, foreignAreas.join(', ') || 'none']);
    targets.push({
      what: `${route.endpoint.id}: ${sizeKb.toFixed(1)} KB, cold load ${coldMs.toFixed(0)} ms, other areas' contracts: ${foreignAreas.join(', ') || 'none'} (targets < ${maxBundleKb(route.endpoint.id)} KB, < 150 ms, none)`,
      met: sizeKb < maxBundleKb(route.endpoint.id) && coldMs < 150 && foreignAreas.length === 0,
    });
    if (route.endpoint.id === 'getTime') {
      targets.push({
        what: `getTime bundle holds the registration schema: ${text.includes(ACCOUNT_TYPE_REQUIRED) ? 'yes' : 'no'} (target no)`,
        met: !text.includes(ACCOUNT_TYPE_REQUIRED),
      });
    }
  }
  // Cold loads that stay small as areas grow: the median route close to the smallest one.
  const medianToSmallest = percentile(coldLoads, 50) / Math.min(...coldLoads);
  targets.push({
    what: `median route's cold load ${percentile(coldLoads, 50).toFixed(0)} ms / smallest ${Math.min(...coldLoads).toFixed(0)} ms = ${medianToSmallest.toFixed(2)} (target ≤ 1.3)`,
    met: medianToSmallest <= 1.3,
  });
  console.log(
    "\nLambda bundles (minified ESM; the AWS SDK v3 is the nodejs22.x runtime's, loaded with require: bin/build-functions.ts)",
  );
  printTable(['route', 'area', 'size KB', 'cold load ms (median of 3)', "other areas' contracts"], bundleRows);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

console.log('\nTargets');
for (const target of targets) console.log(`${target.met ? 'met   ' : 'MISSED'}  ${target.what}`);
process.exit(targets.every((target) => target.met) ? 0 : 1);
