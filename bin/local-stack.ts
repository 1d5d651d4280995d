/**
 * The local twin of the AWS stack: DynamoDB Local, cognito-local, the table and user pool, demo
 * data, and one gateway serving the route table, /cognito, /config.json and the SPA on one origin.
 */
import { DEFAULT_TEACHER_TRIAL_DAYS } from '../lib-infra/portal-config';
import './local-logging';
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { handlerModuleOf } from '../functions/http/route';
import { routes, type Route } from '../functions/routes';
import { cognitoSignInDirectory } from '../functions/adapters/sign-in-directory/cognito';
import { recordSignIn } from '../functions/domain/session/sign-in-history';
import { OPENING_HOURS, OPENING_HOURS_TRANSLATIONS } from '../shared/constants';
import { CONTENT_DIRECTORY } from '../shared/content-pages';
import type { WebConfig } from '../shared/schemas/web-config';
import { ensureUserPool, startCognitoLocal } from '../lib-infra/local/cognito-local';
import { localCognitoClient } from '../lib-infra/local/cognito-store';
import { federatedUsers } from '../lib-infra/local/federation/federated-users';
import { hostedSignIn, localOauthBaseUrl } from '../lib-infra/local/federation/hosted-sign-in';
import { authorizationCodes } from '../lib-infra/local/federation/authorization-codes';
import { samlAssertionConsumer } from '../lib-infra/local/federation/saml-assertion-consumer';
import type { IssuedTokens } from '../lib-infra/local/federation/federated-users';
import { findSamlIdpByIssuer } from '../functions/data/saml-idps';
import { rememberSamlAssertion } from '../functions/data/saml-response-uses';
import { verifySamlResponse } from '../lib-infra/local/federation/verify-response';
import { LOCAL_CREDENTIALS, LOCAL_REGION, ensureTable, startDynamoDbLocal } from '../lib-infra/local/dynamodb-local';
import { contentFiles } from '../lib-infra/local/content-files';
import {
  createGateway,
  inProcessJobRunner,
  type JobWorkerHandler,
  type RouteHandler,
} from '../lib-infra/local/gateway';
import { useInProcessJobRunner } from '../functions/adapters/job-runner/in-process';
import { JOB_WORKERS, workerModuleOf } from '../functions/jobs/workers';
import { JOB_RETRY_POLICY } from '../functions/domain/core/jobs/job-retry';
import { invokeWithRetries, localDeadLetters, type LocalDeadLetters } from '../lib-infra/local/async-invoke';
import type { Context } from 'aws-lambda';
import type { JobKind } from '../shared/schemas/jobs';
import { DEMO_MOCK_SAML_KEY_FILE, demoMockSamlCertificate } from '../lib-infra/local/mock-saml-idp';
import { DEMO_IDP_KEY_FILE, demoIdpCertificate } from '../lib-infra/local/portal-idp';
import { demoApps } from '../lib-infra/local/demo-apps';
import { demoLtiTools } from '../lib-infra/local/demo-lti';
import { getLtiTool } from '../functions/data/lti-tools';
import { ltiEndpoints } from '../shared/api/endpoints/lti';
import { onerosterAuthEndpoints } from '../shared/api/endpoints/oneroster-auth';
import { listServices } from '../functions/data/services';
import { appLaunchEndpoints } from '../shared/api/endpoints/app-launch';
import { MOCK_SAML_PAGE_PATH, SAML_ACS_PATH, cognitoSpEntityId } from '../functions/domain/saml/saml-claims';
import { localPages } from '../lib-infra/local/mailbox-page';
import { localStateDirs } from '../lib-infra/local/state-dirs';
import { operationsPages } from '../lib-infra/local/operations-pages';
import { startS3Origin, type S3Origin } from '../lib-infra/local/s3-origin';
import { Cron } from 'croner';
import { cronPattern, SCHEDULES, type ScheduledJob } from '../functions/scheduled/schedules';
import { paymentsPages } from '../lib-infra/local/payments-page';
import { startStripeTwin, type StripeTwin } from '../lib-infra/local/stripe-twin/server';
import { paymentsEndpoints } from '../shared/api/endpoints/payments';
import { seedDemoPayments } from './seed/payments';
import { seedDemoVouchers } from './seed/vouchers';
import { cognitoJwtAuthorizer } from '../lib-infra/local/jwt-authorizer';
import { freePort } from '../lib-infra/local/ports';
import { reconfigure } from '../functions/platform/config';
import { startSupervised, type SupervisedProcess } from '../lib-infra/local/child-process';
import { staticSpa } from '../lib-infra/local/static-files';
import { useInlineStyleHashes } from '../lib-infra/local/site-headers';
import { readInlineStyleHashes } from '../lib-infra/web/inline-style-hashes';
import { debouncedRuns, useInProcessPrerenderRequests } from '../functions/adapters/prerender-requests/in-process';
import { translatedContentPages } from '../lib-infra/web/content-page-versions';
import { staticPageNames } from '../lib-infra/web/crawler-files';
import { startViteDevServer } from '../lib-infra/local/vite-dev-server';
import type { DemoAccountKey } from './seed/demo-accounts';
import { demoPathParameters } from './seed/demo-path-parameters';
import { DEMO_API_APP, DEMO_API_SECRET, demoClientId } from './seed/api-credentials';
import { seedDemoAccounts, seedDemoWork } from './seed/seed';
import { seedStage } from './seed/seed-stage';

export interface LocalStackOptions {
  /** Port of the portal (SPA and API); 0 or absent picks a free one. */
  port?: number;
  host?: string;
  /** Where DynamoDB Local and cognito-local keep their data. */
  dataDir?: string;
  /** dev: Vite with hot reload; dist: the built SPA in dist/web; none: API only. */
  web: 'dev' | 'dist' | 'none';
  seed?: boolean;
  /**
   * Whether startLocalStack returns once the demo accounts can sign in, preparing the demo data
   * that takes work (classes, jobs, exports, payments) with the portal answering (`npm start`);
   * false (tests) returns when all of it is there. The stack's demoReady says when it is.
   */
  seedInBackground?: boolean;
  log?: (line: string) => void;
  /** What the person running the twin must read (a stand-in stopped, came back); the terminal by default. */
  notify?: (line: string) => void;
  /** A stand-in keeps stopping or cannot be restarted: `npm start` stops the twin then. */
  onStandInLost?: (message: string) => void;
  /** Whether the scheduled jobs run on their schedules (croner); true unless false. */
  schedules?: boolean;
  /**
   * The stand-ins' calls get AWS's tight limits instead of a busy laptop's (LOCAL_CALL_LIMITS):
   * the outage test times how soon a frozen store answers 503, as it would in AWS.
   */
  awsCallLimits?: boolean;
}

export interface LocalStack {
  url: string;
  /** The local outbox: mail the functions send lands here, and /_local/mail shows it. */
  mailOutboxDir: string;
  /** The twin's stand-in for the KMS password key: an AES-256 key file in the data folder. */
  passwordKeyFile: string;
  /** The twin's stand-in for the launch ticket key's secret: an AES-256 key file in the data folder. */
  launchTicketKeyFile: string;
  pairwiseIdKeyFile: string;
  tableName: string;
  userPoolId: string;
  userPoolClientId: string;
  dynamoDbEndpoint: string;
  cognitoEndpoint: string;
  /** The twin's Stripe-compatible server (lib-infra/local/stripe-twin): its address, and its clock for tests. */
  stripeApiUrl: string;
  /** The origin of the twin's stand-in for the exports bucket (lib-infra/local/s3-origin.ts): download links point there. */
  exportsEndpoint: string;
  stripe: StripeTwin;
  /** What the demo seed wrote, when it ran: account ids and a sample value per path parameter. */
  demo: SeededDemo | null;
  /** Settles when the demo data is complete (at once without a seed); rejects if the seed failed. */
  demoReady: Promise<void>;
  /** Settles when the --dist twin's first prerender of the public pages has ended (at once for other twins). */
  prerendered: Promise<void>;
  /** The twin's dead-letter queue: events of job workers and scheduled jobs that failed their last attempt. */
  deadLetters: LocalDeadLetters;
  /** Runs a scheduled job now, retried as Lambda retries it; null for an unknown name. */
  runScheduledJob(name: string): Promise<unknown | null>;
  /** The stand-in servers, each kept running by its supervisor (the fault tests stop them). */
  standIns: { dynamoDb: SupervisedProcess; cognito: SupervisedProcess };
  stop(): Promise<void>;
}

export interface SeededDemo {
  userIds: Record<DemoAccountKey, string>;
  pathParameters: Record<string, string>;
}

export const LOCAL_TABLE_NAME = 'portal-local';
const ROOT = path.resolve(import.meta.dirname, '..');

async function loadRouteHandler(route: Route): Promise<RouteHandler> {
  const module = (await import(path.join(ROOT, 'functions', 'api', `${handlerModuleOf(route.endpoint)}.ts`))) as {
    handler?: RouteHandler & { routeId?: string };
  };
  if (typeof module.handler !== 'function')
    throw new Error(`functions/api/${handlerModuleOf(route.endpoint)}.ts exports no handler`);
  if (module.handler.routeId !== route.endpoint.id) {
    throw new Error(
      `functions/api/${handlerModuleOf(route.endpoint)}.ts is the handler of ${module.handler.routeId ?? 'no route'}, not of ${route.endpoint.id}`,
    );
  }
  return module.handler;
}

async function loadJobWorker(kind: JobKind): Promise<JobWorkerHandler> {
  const module = (await import(path.join(ROOT, 'functions', `${workerModuleOf(kind)}.ts`))) as {
    handler?: JobWorkerHandler;
  };
  if (typeof module.handler !== 'function') throw new Error(`functions/${workerModuleOf(kind)}.ts exports no handler`);
  return module.handler;
}

/**
 * The variables the handlers read, as the stack sets them in Lambda, pointing at the stand-ins.
 * The twin sets them in its own process; integration tests that call the data layer directly too.
 */
export function functionEnvironment(
  stack: Pick<
    LocalStack,
    | 'url'
    | 'mailOutboxDir'
    | 'passwordKeyFile'
    | 'launchTicketKeyFile'
    | 'pairwiseIdKeyFile'
    | 'tableName'
    | 'userPoolId'
    | 'userPoolClientId'
    | 'dynamoDbEndpoint'
    | 'cognitoEndpoint'
    | 'stripeApiUrl'
    | 'exportsEndpoint'
  >,
) {
  return {
    STAGE: 'local',
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    TABLE_NAME: stack.tableName,
    USER_POOL_ID: stack.userPoolId,
    USER_POOL_CLIENT_ID: stack.userPoolClientId,
    DYNAMODB_ENDPOINT: stack.dynamoDbEndpoint,
    COGNITO_ENDPOINT: stack.cognitoEndpoint,
    // Mail goes to the outbox instead of SES; its links point at the twin.
    SITE_URL: stack.url,
    MAIL_OUTBOX_DIR: stack.mailOutboxDir,
    // SES's account state (suppression list, sending events), the exports bucket and the EC2 fleet, as folders beside the outbox.
    MAIL_STATE_DIR: localStateDirs(stack.mailOutboxDir).mailState,
    EXPORTS_DIR: localStateDirs(stack.mailOutboxDir).exports,
    // Download links point at the stand-in for the bucket's own origin, not the site (lib-infra/local/s3-origin.ts).
    EXPORTS_BUCKET: LOCAL_EXPORTS_BUCKET,
    EXPORTS_ENDPOINT: stack.exportsEndpoint,
    LOCAL_FLEET_FILE: localStateDirs(stack.mailOutboxDir).fleetFile,
    SUPPORT_MAIL_TO: LOCAL_SUPPORT_ADDRESS,
    SALES_MAIL_TO: LOCAL_SALES_ADDRESS,
    TEACHER_TRIAL_DAYS: process.env['TEACHER_TRIAL_DAYS'] ?? String(DEFAULT_TEACHER_TRIAL_DAYS),
    // School sign-on: responses name the local pool as Cognito's would, and are posted to the
    // twin's own assertion consumer on the site's origin; the mock provider signs with the demo key.
    SAML_SP_ENTITY_ID: cognitoSpEntityId(stack.userPoolId),
    SAML_ACS_URL: `${stack.url}${SAML_ACS_PATH}`,
    MOCK_SAML_CERTIFICATE: demoMockSamlCertificate(),
    MOCK_SAML_SSO_URL: mockSamlSsoUrl(stack.url),
    MOCK_SAML_KEY_FILE: DEMO_MOCK_SAML_KEY_FILE,
    // App sign-on: the portal's identity provider signs with its demo key pair.
    IDP_CERTIFICATE: demoIdpCertificate(),
    IDP_KEY_FILE: DEMO_IDP_KEY_FILE,
    // Managed accounts' passwords are sealed with the twin's own key instead of KMS.
    PASSWORD_KEY_FILE: stack.passwordKeyFile,
    // Launch tickets are sealed with the twin's own key instead of the app stack's secret.
    LAUNCH_TICKET_KEY_FILE: stack.launchTicketKeyFile,
    // Apps' pairwise NameIDs are keyed with the twin's own key instead of the Data stack's secret.
    PAIRWISE_ID_KEY_FILE: stack.pairwiseIdKeyFile,
    // LTI id_tokens are signed with the twin's own key set (made on first use) instead of the secret's.
    LTI_KEY_FILE: ltiKeyFileOf(stack),
    // Card payments go to the twin's Stripe-compatible server, through the same Stripe adapter.
    STRIPE_API_URL: stack.stripeApiUrl,
    STRIPE_SECRET_KEY: LOCAL_STRIPE_KEYS.secretKey,
    STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE_KEYS.webhookSecret,
    // Data Link's OneRoster source reads bundles from a folder instead of the roster bucket.
    ROSTER_DIR: process.env['ROSTER_DIR'] ?? path.join(ROOT, 'demo-data', 'oneroster'),
    // The prerender job writes to the folder the --dist server reads instead of the site bucket,
    // with the builds' renderer and index.html, for the content folder's static pages.
    SITE_DIR: localStateDirs(stack.mailOutboxDir).siteBucket,
    PRERENDER_RENDERER: path.join(ROOT, PRERENDER_RENDERER),
    PRERENDER_TEMPLATE: path.join(ROOT, 'dist/web/index.html'),
    STATIC_PAGES: staticPageNames(path.join(ROOT, CONTENT_DIRECTORY)).join(','),
  };
}

/** The twin's LTI platform key set: a file beside the launch ticket key in its data folder. */
export function ltiKeyFileOf(stack: Pick<LocalStack, 'launchTicketKeyFile'>): string {
  return path.join(path.dirname(stack.launchTicketKeyFile), 'lti-platform-keys.json');
}

/** The demo LTI tool's key pair (lib-infra/local/demo-lti/nrps-client.ts): a file of the twin's data folder. */
export function demoLtiToolKeyFileOf(stack: Pick<LocalStack, 'launchTicketKeyFile'>): string {
  return path.join(path.dirname(stack.launchTicketKeyFile), 'demo-lti-tool-key.json');
}

/** The twin's Stripe keys: test keys of its own Stripe-compatible server, never Stripe's. */
export const LOCAL_STRIPE_KEYS = {
  secretKey: 'sk_test_local_twin',
  publishableKey: 'pk_test_local_twin',
  webhookSecret: 'whsec_local_twin',
} as const;
/** The name of the twin's exports bucket, the first segment of a download link's path. */
export const LOCAL_EXPORTS_BUCKET = 'portal-local-exports';

/** Where the gateway passes the browser's card-form calls on to the twin's Stripe-compatible server. */
export const LOCAL_CARD_API_PATH = '/_local/stripe';

/** Where the twin's contact messages are mailed: they land in the outbox (/_local/mail) like every mail. */
export const LOCAL_SUPPORT_ADDRESS = 'support@portal.test';
/** Where the twin's quote requests are mailed, shown in /_local/mail too. */
export const LOCAL_SALES_ADDRESS = 'sales@portal.test';

/** The mock school provider's own page: the admin console's SAML tab, where staff make its responses. */
export function mockSamlSsoUrl(siteUrl: string): string {
  return `${siteUrl}${MOCK_SAML_PAGE_PATH}`;
}

function localWebConfig(origin: string, userPoolId: string, userPoolClientId: string): WebConfig {
  return {
    stage: 'local',
    region: LOCAL_REGION,
    userPoolId,
    userPoolClientId,
    userPoolEndpoint: `${origin}/cognito`,
    // The stand-in for the Cognito domain's hosted endpoints (lib-infra/local/federation).
    oauthBaseUrl: localOauthBaseUrl(origin),
    helpUrls: {
      home: process.env['HELP_URL_HOME'] ?? 'https://help.example/home',
      parent: process.env['HELP_URL_PARENT'] ?? 'https://help.example/parents',
      school: process.env['HELP_URL_SCHOOL'] ?? 'https://help.example/schools',
    },
    infoUrl: process.env['INFO_URL'] ?? 'https://info.example',
    contact: {
      phone: process.env['CONTACT_PHONE'] ?? '+61 2 5550 1234',
      fax: process.env['CONTACT_FAX'] ?? '+61 2 5550 1235',
      postalAddress:
        process.env['CONTACT_POSTAL_ADDRESS'] ?? 'App Library Support\nPO Box 1234\nSydney NSW 2001\nAustralia',
      openingHours: OPENING_HOURS,
      openingHoursTranslations: OPENING_HOURS_TRANSLATIONS,
    },
    payments: { publishableKey: LOCAL_STRIPE_KEYS.publishableKey, localCardApiUrl: `${origin}${LOCAL_CARD_API_PATH}` },
    // Read on each request: the twin serves the content folder as it is now (docs/using/static-pages-and-alerts.md).
    translatedContentPages: translatedContentPages(path.join(ROOT, CONTENT_DIRECTORY)),
  };
}

/**
 * Starts the stack. A port the OS named free (freePort) can be taken before a stand-in binds it
 * — by another process, or as the ephemeral port of an outgoing connection — so a start that
 * fails with EADDRINUSE is made again on new ports (it stopped what it had started).
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startLocalStackOnce(options);
    } catch (error) {
      // The portal's own port, when given, is the caller's to free: no new port would help.
      const givenPortTaken = Boolean(options.port) && String(error).includes(`:${options.port}`);
      if (attempt >= START_ATTEMPTS || !isAddressInUse(error) || givenPortTaken) throw error;
      options.log?.(`a port was taken while the stack started (${String(error)}): starting again on new ports`);
    }
  }
}

const START_ATTEMPTS = 3;

/** How long the twin gathers staff saves into one prerender run (AWS: the queue's batching window, a minute). */
const PRERENDER_PAUSE_MS = 2_000;

/** The SSR build of the public pages' renderer (frontend/vite.prerender.config.ts). */
const PRERENDER_RENDERER = 'dist/prerender/render-public-page.js';

/**
 * One invocation of a scheduled job's function (croner's tick, or POST /_local/jobs/<name> from
 * `npm run job`, through the stack's runScheduledJob, which retries it as Lambda does); null for
 * an unknown name.
 */
async function invokeScheduledJob(name: string, context: Context): Promise<unknown | null> {
  if (!(name in SCHEDULES)) return null;
  const module = (await import(path.join(ROOT, 'functions', 'scheduled', `${name}.ts`))) as {
    handler: (event: unknown, context: Context) => Promise<unknown>;
  };
  return module.handler({}, context);
}

/** The scheduled jobs' functions, as EventBridge's rule and Lambda run them (lib-infra/api/scheduled-jobs.ts). */
const SCHEDULED_JOB_TIMEOUT_MS = 15 * 60_000;
const SCHEDULED_JOB_RETRY_ATTEMPTS = 2;

function scheduleJobs(
  runScheduledJob: (name: string) => Promise<unknown | null>,
  log?: (line: string) => void,
): Cron[] {
  return (Object.keys(SCHEDULES) as ScheduledJob[]).map(
    (name) =>
      new Cron(cronPattern(name), { timezone: 'UTC', protect: true }, async () => {
        try {
          log?.(`[schedule] ${name}: ${JSON.stringify(await runScheduledJob(name))}`);
        } catch (error) {
          console.error(`The scheduled job ${name} failed: ${(error as Error).message}`);
        }
      }),
  );
}

function isAddressInUse(error: unknown): boolean {
  return (
    (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'EADDRINUSE') ||
    String(error).includes('EADDRINUSE')
  );
}

async function startLocalStackOnce(options: LocalStackOptions): Promise<LocalStack> {
  const dataDir = path.resolve(options.dataDir ?? '.local');
  const log = options.log;
  const [dynamoPort, cognitoPort, exportsPort] = await Promise.all([freePort(), freePort(), freePort()]);
  // The portal's port is fixed before the functions' environment is set: links in mail need it.
  const port = options.port || (await freePort());
  const host = options.host ?? '127.0.0.1';
  const url = `http://${host === '127.0.0.1' || host === '0.0.0.0' ? 'localhost' : host}:${port}`;
  const mailOutboxDir = path.join(dataDir, 'mail');
  const passwordKeyFile = path.join(dataDir, 'password-key');
  const launchTicketKeyFile = path.join(dataDir, 'launch-ticket-key');
  const pairwiseIdKeyFile = path.join(dataDir, 'pairwise-id-key');
  const supervision = {
    notify: options.notify ?? ((line: string) => console.error(line)),
    onGiveUp: options.onStandInLost,
  };
  const started = await Promise.allSettled([
    startSupervised(
      'DynamoDB Local',
      async () =>
        (await startDynamoDbLocal({ port: dynamoPort, dataDir: path.join(dataDir, 'dynamodb'), log })).process,
      supervision,
    ),
    // The functions' environment is set below, before anyone can sign in.
    startCognitoLocal({
      port: cognitoPort,
      dataDir: path.join(dataDir, 'cognito'),
      log,
      supervision,
      onSignedIn: (userId) => recordSignIn(userId),
    }),
  ]);
  const [dynamoStarted, cognitoStarted] = started;
  if (dynamoStarted.status === 'rejected' || cognitoStarted.status === 'rejected') {
    await Promise.all(started.map((result) => (result.status === 'fulfilled' ? result.value.stop() : undefined)));
    throw dynamoStarted.status === 'rejected' ? dynamoStarted.reason : (cognitoStarted as PromiseRejectedResult).reason;
  }
  const dynamo = { endpoint: `http://127.0.0.1:${dynamoPort}`, process: dynamoStarted.value };
  const cognito = cognitoStarted.value;
  let stripeTwin: StripeTwin | null = null;
  let exportsOrigin: S3Origin | null = null;
  const stopServices = () =>
    Promise.all([dynamo.process.stop(), cognito.stop(), stripeTwin?.stop(), exportsOrigin?.stop()]);
  try {
    await ensureTable(dynamo.endpoint, LOCAL_TABLE_NAME);
    const { userPoolId, userPoolClientId } = await ensureUserPool(cognito.endpoint);
    // Stripe's webhooks come to the portal's own route, as they do in AWS.
    stripeTwin = await startStripeTwin({
      dataDir: path.join(dataDir, 'stripe'),
      ...LOCAL_STRIPE_KEYS,
      webhookUrl: `${url}${paymentsEndpoints.paymentWebhook.path}`,
      log,
    });
    const stripe = stripeTwin;
    exportsOrigin = await startS3Origin({
      dir: localStateDirs(mailOutboxDir).exports,
      bucket: LOCAL_EXPORTS_BUCKET,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
      host,
      port: exportsPort,
      ...(log ? { log } : {}),
    });
    const wiring = {
      url,
      mailOutboxDir,
      passwordKeyFile,
      launchTicketKeyFile,
      pairwiseIdKeyFile,
      tableName: LOCAL_TABLE_NAME,
      userPoolId,
      userPoolClientId,
      dynamoDbEndpoint: dynamo.endpoint,
      cognitoEndpoint: cognito.endpoint,
      stripeApiUrl: stripe.url,
      exportsEndpoint: exportsOrigin.url,
    };
    Object.assign(process.env, functionEnvironment(wiring));
    if (options.awsCallLimits) process.env['STAND_IN_CALL_LIMITS'] = 'aws';
    else delete process.env['STAND_IN_CALL_LIMITS'];
    // A start made again on new ports, or a second twin in this process, must not reach the
    // stand-ins of the first through clients made from its environment.
    reconfigure();
    let demo: SeededDemo | null = null;
    const seededAt = new Date();
    // A busy machine may hold a stand-in up: each stage of the seed is tried again (bin/seed/seed-stage.ts).
    const seedNotices = { notify: supervision.notify };
    if (options.seed ?? true) {
      const userIds = await seedStage(
        'accounts',
        () => seedDemoAccounts(cognitoSignInDirectory, seededAt, { mockSamlSsoUrl: mockSamlSsoUrl(url) }),
        seedNotices,
      );
      demo = { userIds, pathParameters: demoPathParameters(userIds) };
    }
    /** The demo data that takes work, prepared once the portal answers (so Stripe's webhooks for the demo subscriptions reach it, as in AWS). */
    const seedDemoRest = async (userIds: Record<DemoAccountKey, string>) => {
      await seedStage(
        'work',
        () => seedDemoWork(userIds, cognitoSignInDirectory, seededAt, { siteUrl: url }),
        seedNotices,
      );
      await seedStage(
        'payments',
        () => seedDemoPayments(userIds, { secretKey: LOCAL_STRIPE_KEYS.secretKey, apiUrl: stripe.url }),
        seedNotices,
      );
      await seedStage('vouchers', () => seedDemoVouchers(userIds), seedNotices);
    };

    // Google and Facebook sign-in end at the stand-in for the hosted endpoints, which signs
    // federated users in through the pool's front (so the sign-in history runs).
    const poolAdmin = localCognitoClient(cognito.endpoint);
    const federated = federatedUsers(poolAdmin, { userPoolId, clientId: userPoolClientId }, cognito.linkedSignIn);
    const codes = authorizationCodes<IssuedTokens>();
    const hosted = hostedSignIn({
      clientId: userPoolClientId,
      signIn: federated.signIn,
      knownIdentities: federated.known,
      codes,
    });
    // School systems post their responses to Cognito's assertion consumer, here on the site's origin;
    // the twin verifies them as the functions would, over the same table.
    const acs = samlAssertionConsumer({
      clientId: userPoolClientId,
      codes,
      signIn: federated.signInFederated,
      log,
      verify: async (samlResponse) => {
        let issuer = '';
        const identity = await verifySamlResponse(samlResponse, {
          findProviderByIssuer: (entityId) => {
            issuer = entityId;
            return findSamlIdpByIssuer(entityId);
          },
          rememberAssertion: rememberSamlAssertion,
          audience: cognitoSpEntityId(userPoolId),
          assertionConsumerUrl: `${url}${SAML_ACS_PATH}`,
          now: () => new Date(),
        });
        return { ...identity, issuer };
      },
    });
    const stateDirs = localStateDirs(mailOutboxDir);
    const mailbox = localPages({ mailOutboxDir, mailStateDir: stateDirs.mailState });
    // Lambda's asynchronous invocations (job workers, scheduled jobs) retry as in AWS; their dead letters are kept here.
    const deadLetters = localDeadLetters(path.join(dataDir, 'job-dead-letters.jsonl'));
    const asyncInvoke = {
      retryAttempts: JOB_RETRY_POLICY.runs - 1,
      backoff: JOB_RETRY_POLICY.localRunBackoff,
      deadLetters,
      notify: supervision.notify,
      ...(log ? { log } : {}),
    };
    const runScheduledJob = async (name: string): Promise<unknown | null> =>
      name in SCHEDULES
        ? invokeWithRetries(
            (_event: unknown, context) => invokeScheduledJob(name, context),
            {},
            {
              ...asyncInvoke,
              retryAttempts: SCHEDULED_JOB_RETRY_ATTEMPTS,
              functionName: name,
              timeoutMs: SCHEDULED_JOB_TIMEOUT_MS,
            },
          )
        : null;
    const operations = operationsPages({
      fleetFile: stateDirs.fleetFile,
      runJob: runScheduledJob,
    });
    // The scheduled jobs run here as EventBridge runs them in AWS (options.schedules: false in tests, which run them directly).
    const schedules = options.schedules === false ? [] : scheduleJobs(runScheduledJob, log);
    const payments = paymentsPages(stripe);
    // The demo integrated apps: real SAML service providers answering the portal's sign-on.
    const apps = demoApps({
      siteUrl: url,
      idpCertificatePem: demoIdpCertificate(),
      idpSsoUrl: `${url}${appLaunchEndpoints.receiveSignOnRequest.path}`,
      appName: async (identifier) =>
        (await listServices()).find((service) => service.identifier === identifier)?.name ?? null,
      // Reading Rockets reads a teacher's school's class list through the OneRoster API (docs/using/oneroster-api.md).
      rosterReader: {
        identifier: DEMO_API_APP,
        client: { clientId: demoClientId(DEMO_API_APP), clientSecret: DEMO_API_SECRET },
      },
    });

    // The demo LTI tool: the tool's side of an LTI 1.3 launch, verifying the platform's id_tokens.
    const ltiTools = demoLtiTools({
      siteUrl: url,
      platform: {
        issuer: url,
        authorizationEndpoint: `${url}${ltiEndpoints.authorizeLti.path}`,
        jwksUrl: `${url}${ltiEndpoints.getLtiJwks.path}`,
        tokenEndpoint: `${url}${onerosterAuthEndpoints.requestToken.path}`,
      },
      keyFile: demoLtiToolKeyFileOf({ launchTicketKeyFile }),
      toolOf: async (identifier) => {
        const service = (await listServices()).find((candidate) => candidate.identifier === identifier);
        const tool = service ? await getLtiTool(service.id) : null;
        return service && tool ? { name: service.name, clientId: tool.clientId } : null;
      },
    });

    let web: ((request: IncomingMessage, response: ServerResponse, pathname: string) => void | Promise<void>) | null =
      null;
    // Jobs run in this process, with the same worker modules as the Lambdas in AWS.
    const jobs = inProcessJobRunner(loadJobWorker, {
      ...asyncInvoke,
      timeoutMs: (kind) => JOB_WORKERS[kind].timeoutMinutes * 60_000,
    });
    useInProcessJobRunner(jobs);
    const server = createGateway({
      routes,
      loadHandler: loadRouteHandler,
      verifyToken: await cognitoJwtAuthorizer({
        issuer: `${cognito.endpoint}/${userPoolId}`,
        audience: userPoolClientId,
      }),
      cognitoEndpoint: cognito.endpoint,
      webConfig: (origin) => localWebConfig(origin, userPoolId, userPoolClientId),
      localPages: async (request, response, pathname) =>
        (await hosted(request, response, new URL(request.url ?? pathname, 'http://localhost'))) ||
        (await payments(request, response, pathname)) ||
        (await operations(request, response, pathname)) ||
        (await apps(request, response, pathname)) ||
        (await ltiTools(request, response, pathname)) ||
        mailbox(request, response, pathname),
      cognitoDomainPaths: { [SAML_ACS_PATH]: acs },
      content: contentFiles(path.join(ROOT, CONTENT_DIRECTORY)),
      // As the prerender job writes it in AWS: the library's apps and the content folder's pages.
      sitemapPages: async () => ({
        apps: (await listServices()).map((service) => service.id),
        staticPages: staticPageNames(path.join(ROOT, CONTENT_DIRECTORY)),
      }),
      // Without a web part the gateway answers 404 for the SPA's addresses, as it does for others.
      web: options.web === 'none' ? null : (request, response, pathname) => web?.(request, response, pathname),
      log,
    });
    let closeWeb: () => Promise<void> = async () => undefined;
    if (options.web === 'dist') {
      const distDir = path.join(ROOT, 'dist/web');
      if (!existsSync(path.join(distDir, 'index.html')))
        throw new Error('dist/web has no build of the SPA: run `npm run build:web` first.');
      web = staticSpa(distDir, { siteBucketDirectory: stateDirs.siteBucket });
      // The prerendered pages' inline stylesheets, in the CSP as CloudFront's policy has them.
      if (existsSync(path.join(ROOT, PRERENDER_RENDERER))) useInlineStyleHashes(readInlineStyleHashes(ROOT));
    } else if (options.web === 'dev') {
      const vite = await startViteDevServer({ configFile: path.join(ROOT, 'frontend/vite.config.ts'), server });
      web = vite.web;
      closeWeb = vite.close;
    }
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, resolve);
    });
    const demoReady = demo ? seedDemoRest(demo.userIds) : Promise.resolve();
    // The built site's public pages are prerendered once the demo data is in, as the job runs after
    // a deploy in AWS (functions/scheduled/prerender.ts); until then the pages are the SPA's.
    const prerendered =
      options.web === 'dist'
        ? demoReady.then(async () => {
            if (!existsSync(path.join(ROOT, PRERENDER_RENDERER))) {
              log?.(`[prerender] ${PRERENDER_RENDERER} is not built (npm run build): the public pages are the SPA's`);
              return;
            }
            log?.(`[prerender] ${JSON.stringify(await runScheduledJob('prerender'))}`);
          })
        : Promise.resolve();
    prerendered.catch((error: unknown) => log?.(`[prerender] failed: ${String(error)}`));
    // Staff saves of what the pages show ask for a run, as they send the job's queue a message in
    // AWS: the requests of a pause make one run. Without the built site there is nothing to render.
    const prerenderRuns = debouncedRuns(
      async () =>
        options.web === 'dist' && existsSync(path.join(ROOT, PRERENDER_RENDERER))
          ? log?.(`[prerender] ${JSON.stringify(await runScheduledJob('prerender'))}`)
          : undefined,
      { pauseMs: PRERENDER_PAUSE_MS, failed: (error) => log?.(`[prerender] failed: ${String(error)}`) },
    );
    useInProcessPrerenderRequests(prerenderRuns);
    if (!options.seedInBackground) {
      try {
        await demoReady;
      } catch (error) {
        server.closeAllConnections();
        server.close();
        await closeWeb();
        throw error;
      }
    }
    return {
      ...wiring,
      stripe,
      demo,
      demoReady,
      prerendered: prerendered.catch(() => undefined),
      deadLetters,
      runScheduledJob,
      standIns: { dynamoDb: dynamo.process, cognito: cognito.process },
      async stop() {
        for (const schedule of schedules) schedule.stop();
        await demoReady.catch(() => undefined);
        await prerendered.catch(() => undefined);
        await prerenderRuns.idle();
        useInProcessPrerenderRequests(undefined);
        // Stripe's events still on their way reach the portal before it closes (their handlers call the twin back).
        await stripe.webhooksIdle().catch(() => undefined);
        await Promise.allSettled([...jobs.running]);
        useInProcessJobRunner(undefined);
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await closeWeb();
        poolAdmin.destroy();
        await stopServices();
      },
    };
  } catch (error) {
    await stopServices();
    throw error;
  }
}
