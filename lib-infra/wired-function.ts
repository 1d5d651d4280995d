import type { Duration } from 'aws-cdk-lib';
import type { IDistribution, IKeyValueStore } from 'aws-cdk-lib/aws-cloudfront';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { jobWorkerVariable } from '../functions/adapters/job-runner/port';
import type { ResourceUse } from '../functions/http/access';
import type { JobKind } from '../shared/schemas/jobs';
import type { AppSignOnConfig } from './portal-config';
import { ProjectFunction } from './project-function';

/** What the mock SAML route signs with and for: the provider's certificate and key secret, the service provider. */
export interface MockSamlWiring {
  certificatePem: string;
  privateKeySecretName: string;
  ssoUrl: string;
  /** Cognito's urn:amazon:cognito:sp:<poolId>: the Audience. */
  spEntityId: string;
  /** Cognito's https://<domain>/saml2/idpresponse. */
  assertionConsumerUrl: string;
}

/**
 * Everything a function of the portal may be wired to. Each function gets only the parts its
 * `uses` names (the route table's, a job worker's, a scheduled job's); a part it uses that the
 * stage did not give is a synth error, never a function that fails when called.
 */
export interface FunctionWiring {
  stage: string;
  logLevel: string;
  logRetention: RetentionDays;
  table: ITable;
  userPool: IUserPool;
  userPoolClientId: string;
  passwordKey?: IKey;
  rosterBucket?: IBucket;
  exportsBucket?: IBucket;
  /** The tag of the EC2 instances the Servers tab acts on. */
  serverTag?: { key: string; value: string };
  /** The site's address, for links in mail and printouts and the identity provider's addresses. */
  siteUrl?: string;
  /** The SES sender address. */
  mailFromAddress?: string;
  /** Where contact messages are mailed. */
  supportAddress?: string;
  /** Where quote requests are mailed. */
  salesAddress?: string;
  /** The length of a teacher's free trial. */
  teacherTrialDays?: number;
  /** The secret with Stripe's keys. */
  stripeSecretName?: string;
  /** The portal's identity-provider certificate and key secret; absent when the stage has no app sign-on. */
  appSignOn?: AppSignOnConfig;
  /** The secret whose SHA-256 seals launch tickets; made with app sign-on, absent without it. */
  launchTicketKey?: secretsmanager.ISecret;
  /** The Data stack's secret whose SHA-256 keys apps' pairwise NameIDs; with app sign-on. */
  pairwiseIdKey?: secretsmanager.ISecret;
  /** The mock school provider; absent when the stage has none. */
  mockSaml?: MockSamlWiring;
  /** The site the prerender job writes: its bucket, its distribution and the store of written pages the edge reads. */
  site?: { bucket: IBucket; distribution: IDistribution; prerenderedPages: IKeyValueStore };
  /** The prerender job's queue, for the functions that save what the public pages show. */
  prerenderRequests?: IQueue;
  /** The worker function of each job kind, for functions that start jobs. */
  jobWorkers?: ReadonlyMap<JobKind, lambda.IFunction>;
}

export interface WiredFunctionProps {
  /** The bundle; its entry module must export `handler`. */
  code: lambda.Code;
  description: string;
  /** What the function touches: it is told those resources and granted exactly them. */
  uses: ResourceUse;
  wiring: FunctionWiring;
  /** What this kind of function is told besides (its route id, its job kind, a schedule's settings). */
  environment: Record<string, string>;
  memorySize?: number;
  timeout?: Duration;
}

/**
 * A project function wired from what it `uses`: the one place where a use becomes environment
 * variables and least-privilege grants, for route functions, job workers and scheduled jobs alike.
 */
export class WiredFunction extends ProjectFunction {
  constructor(scope: Construct, id: string, props: WiredFunctionProps) {
    const { uses, wiring } = props;
    const needed = <T>(value: T | undefined, what: string): T => {
      if (value === undefined) throw new Error(`${id} uses ${what}, which the stage does not wire`);
      return value;
    };
    const workerOf = (kind: JobKind): lambda.IFunction => {
      const worker = wiring.jobWorkers?.get(kind);
      if (!worker) throw new Error(`${id} starts ${kind} jobs, which have no worker`);
      return worker;
    };
    // Secrets are read through the Parameters and Secrets extension (no Secrets Manager SDK in the bundle): only these, only read.
    const mockSaml = uses.mockSamlKey ? wiring.mockSaml : undefined;
    const mockSamlKey = mockSaml
      ? secretsmanager.Secret.fromSecretNameV2(scope, `${id}MockSamlKey`, mockSaml.privateKeySecretName)
      : undefined;
    const signOn = uses.appSignOn && wiring.appSignOn ? { use: uses.appSignOn, ...wiring.appSignOn } : undefined;
    const idpKey =
      signOn?.use === 'sign'
        ? secretsmanager.Secret.fromSecretNameV2(scope, `${id}IdpKey`, signOn.privateKeySecretName)
        : undefined;
    const ltiKeySecretName = uses.ltiKeys ? wiring.appSignOn?.ltiKeySecretName : undefined;
    const ltiKeys = ltiKeySecretName
      ? secretsmanager.Secret.fromSecretNameV2(scope, `${id}LtiKeys`, ltiKeySecretName)
      : undefined;
    const launchTicketKey = uses.launchTickets ? wiring.launchTicketKey : undefined;
    const pairwiseIdKey = uses.pairwiseIds ? wiring.pairwiseIdKey : undefined;
    const stripeSecretName = uses.payments ? needed(wiring.stripeSecretName, 'payments') : undefined;
    const stripeKeys = stripeSecretName
      ? secretsmanager.Secret.fromSecretNameV2(scope, `${id}StripeKeys`, stripeSecretName)
      : undefined;
    const siteUrl = () => needed(wiring.siteUrl, 'the site address');

    super(scope, id, {
      code: props.code,
      description: props.description,
      logRetention: wiring.logRetention,
      ...(props.memorySize ? { memorySize: props.memorySize } : {}),
      ...(props.timeout ? { timeout: props.timeout } : {}),
      environment: {
        ...props.environment,
        STAGE: wiring.stage,
        LOG_LEVEL: wiring.logLevel,
        TABLE_NAME: wiring.table.tableName,
        USER_POOL_ID: wiring.userPool.userPoolId,
        USER_POOL_CLIENT_ID: wiring.userPoolClientId,
        ...(uses.studentPasswords ? { PASSWORD_KEY_ID: needed(wiring.passwordKey, 'studentPasswords').keyArn } : {}),
        ...(uses.ses
          ? {
              SITE_URL: siteUrl(),
              MAIL_FROM: needed(wiring.mailFromAddress, 'ses'),
              ...(wiring.supportAddress ? { SUPPORT_MAIL_TO: wiring.supportAddress } : {}),
              ...(wiring.salesAddress ? { SALES_MAIL_TO: wiring.salesAddress } : {}),
            }
          : {}),
        ...(uses.siteUrl || uses.appSignOn ? { SITE_URL: siteUrl() } : {}),
        ...(uses.prerenderedPages === 'request'
          ? { PRERENDER_QUEUE_URL: needed(wiring.prerenderRequests, 'prerenderedPages').queueUrl }
          : {}),
        ...(uses.prerenderedPages === 'write'
          ? {
              SITE_URL: siteUrl(),
              SITE_BUCKET: needed(wiring.site, 'prerenderedPages').bucket.bucketName,
              PRERENDERED_PAGES_STORE: needed(wiring.site, 'prerenderedPages').prerenderedPages.keyValueStoreArn,
              DISTRIBUTION_ID: needed(wiring.site, 'prerenderedPages').distribution.distributionId,
            }
          : {}),
        ...(uses.rosters ? { ROSTER_BUCKET: needed(wiring.rosterBucket, 'rosters').bucketName } : {}),
        ...(uses.exports ? { EXPORTS_BUCKET: needed(wiring.exportsBucket, 'exports').bucketName } : {}),
        ...(uses.servers
          ? { SERVER_TAG: `${needed(wiring.serverTag, 'servers').key}=${needed(wiring.serverTag, 'servers').value}` }
          : {}),
        ...(uses.teacherTrials ? { TEACHER_TRIAL_DAYS: String(needed(wiring.teacherTrialDays, 'teacherTrials')) } : {}),
        ...(stripeSecretName ? { STRIPE_SECRET_NAME: stripeSecretName } : {}),
        ...(signOn ? { IDP_CERTIFICATE: signOn.certificatePem } : {}),
        ...(idpKey && signOn ? { IDP_KEY_SECRET: signOn.privateKeySecretName } : {}),
        ...(launchTicketKey ? { LAUNCH_TICKET_KEY_SECRET: launchTicketKey.secretArn } : {}),
        ...(pairwiseIdKey ? { PAIRWISE_ID_KEY_SECRET: pairwiseIdKey.secretArn } : {}),
        ...(ltiKeySecretName ? { LTI_KEY_SECRET: ltiKeySecretName } : {}),
        ...Object.fromEntries((uses.jobs ?? []).map((kind) => [jobWorkerVariable(kind), workerOf(kind).functionName])),
        ...(mockSaml
          ? {
              SAML_SP_ENTITY_ID: mockSaml.spEntityId,
              SAML_ACS_URL: mockSaml.assertionConsumerUrl,
              MOCK_SAML_CERTIFICATE: mockSaml.certificatePem,
              MOCK_SAML_SSO_URL: mockSaml.ssoUrl,
              MOCK_SAML_KEY_SECRET: mockSaml.privateKeySecretName,
            }
          : {}),
      },
      ...(mockSamlKey || stripeKeys || idpKey || launchTicketKey || pairwiseIdKey || ltiKeys
        ? {
            paramsAndSecrets: lambda.ParamsAndSecretsLayerVersion.fromVersion(lambda.ParamsAndSecretsVersions.V1_0_103),
          }
        : {}),
    });

    if (mockSamlKey) mockSamlKey.grantRead(this.role);
    if (stripeKeys) stripeKeys.grantRead(this.role);
    if (idpKey) idpKey.grantRead(this.role);
    if (launchTicketKey) launchTicketKey.grantRead(this.role);
    if (pairwiseIdKey) pairwiseIdKey.grantRead(this.role);
    if (ltiKeys) ltiKeys.grantRead(this.role);
    if (uses.table) this.grantTableAccess(wiring.table, uses.table);
    if (uses.userPool) this.grantUserPoolActions(wiring.userPool, uses.userPool);
    if (uses.ses) this.grantSendMailFrom(needed(wiring.mailFromAddress, 'ses'));
    if (uses.studentPasswords)
      this.grantPasswordKey(needed(wiring.passwordKey, 'studentPasswords'), uses.studentPasswords);
    if (uses.rosters) this.grantRosterRead(needed(wiring.rosterBucket, 'rosters'));
    if (uses.exports) this.grantExports(needed(wiring.exportsBucket, 'exports'), uses.exports);
    if (uses.sesAccount) this.grantSesAccountReads(uses.sesAccount);
    if (uses.prerenderedPages === 'write') this.grantPrerenderedPages(needed(wiring.site, 'prerenderedPages'));
    // Only sending: the job's own function reads the queue.
    if (uses.prerenderedPages === 'request')
      needed(wiring.prerenderRequests, 'prerenderedPages').grantSendMessages(this.role);
    if (uses.servers) this.grantServers(uses.servers, needed(wiring.serverTag, 'servers'));
    // Only its own kinds' workers, only invoked (asynchronously: the caller does not wait).
    for (const kind of uses.jobs ?? []) this.grantInvokeOf(workerOf(kind));
  }
}
