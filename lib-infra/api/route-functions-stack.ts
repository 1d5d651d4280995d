import type { AppSignOnConfig } from '../portal-config';
import { CfnResource, NestedStack } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import type { Route } from '../../functions/routes';
import { jobWorkerVariable } from '../../functions/adapters/job-runner/port';
import type { JobKind } from '../../shared/schemas/jobs';
import { ProjectFunction } from '../project-function';

/** CloudFormation's hard limit is 500 resources per stack; the rest is headroom for later additions. */
export const MAX_RESOURCES_PER_STACK = 450;

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

/** What every route function is wired to, whichever area it belongs to. */
export interface RouteWiring {
  httpApi: apigwv2.IHttpApi;
  authorizer: apigwv2.IHttpRouteAuthorizer;
  table: ITable;
  userPool: IUserPool;
  userPoolClientId: string;
  passwordKey: IKey;
  rosterBucket: IBucket;
  exportsBucket: IBucket;
  /** The tag of the EC2 instances the Servers tab acts on, for routes that use `servers`. */
  serverTag: { key: string; value: string };
  /** The site's address, for links in mail. */
  siteUrl: string;
  /** The SES sender address of routes that use `ses`. */
  mailFromAddress: string;
  /** Where routes that use `ses` mail contact messages. */
  supportAddress: string;
  /** Where routes that use `ses` mail quote requests. */
  salesAddress: string;
  /** The length of a teacher's free trial, for routes that use `teacherTrials`. */
  teacherTrialDays: number;
  /** The mock school provider, for routes that use `mockSamlKey`; absent when the stage has none. */
  mockSaml?: MockSamlWiring;
  /** The secret with Stripe's keys, for routes that use `payments`. */
  stripeSecretName: string;
  /** The portal's identity-provider certificate and key secret, for routes that use `appSignOn`; absent when the stage has none. */
  appSignOn?: AppSignOnConfig;
  stage: string;
  logLevel: string;
  logRetention: RetentionDays;
  /** The bundle of a route: dist/functions/<routeId> in the app, a stub in tests. */
  codeForRoute: (routeId: string) => lambda.Code;
  /** The worker function of each job kind, for routes that start jobs (`uses.jobs`). */
  jobWorkers: ReadonlyMap<JobKind, lambda.IFunction>;
}

export interface RouteFunctionsStackProps extends RouteWiring {
  area: string;
  routes: readonly Route[];
}

/**
 * One area of the route table (auth, library, ...): a function per route with exactly the grants
 * its `uses` lists, its Lambda integration and its API route. A nested stack per area keeps every
 * stack under CloudFormation's resource limit however long the route table grows.
 */
export class RouteFunctionsStack extends NestedStack {
  public readonly functions = new Map<string, ProjectFunction>();

  constructor(scope: Construct, id: string, props: RouteFunctionsStackProps) {
    super(scope, id, { description: `Portal ${props.stage}: the ${props.area} routes` });

    for (const route of props.routes) this.addRoute(route, props);

    this.node.addValidation({
      validate: () => {
        const resources = this.node.findAll().filter((child) => CfnResource.isCfnResource(child)).length;
        return resources > MAX_RESOURCES_PER_STACK
          ? [`The ${props.area} area makes ${resources} resources (limit ${MAX_RESOURCES_PER_STACK}): split it into two areas (a new shared/api/endpoints/<area>.ts and functions/api/<area>/routes.ts).`]
          : [];
      },
    });
  }

  private addRoute(route: Route, wiring: RouteWiring): void {
    const { id: routeId, method, path } = route.endpoint;
    const mockSaml = route.uses.mockSamlKey ? wiring.mockSaml : undefined;
    const workerOf = (kind: JobKind): lambda.IFunction => {
      const worker = wiring.jobWorkers.get(kind);
      if (!worker) throw new Error(`${routeId} starts ${kind} jobs, which have no worker`);
      return worker;
    };
    const mockSamlKey = mockSaml ? secretsmanager.Secret.fromSecretNameV2(this, `${routeId}MockSamlKey`, mockSaml.privateKeySecretName) : undefined;
    const signOn = route.uses.appSignOn && wiring.appSignOn ? { use: route.uses.appSignOn, ...wiring.appSignOn } : undefined;
    const idpKey = signOn?.use === 'sign' ? secretsmanager.Secret.fromSecretNameV2(this, `${routeId}IdpKey`, signOn.privateKeySecretName) : undefined;
    const stripeKeys = route.uses.payments ? secretsmanager.Secret.fromSecretNameV2(this, `${routeId}StripeKeys`, wiring.stripeSecretName) : undefined;
    const fn = new ProjectFunction(this, routeId, {
      code: wiring.codeForRoute(routeId),
      description: `${method} ${path} (${route.handler})`,
      logRetention: wiring.logRetention,
      environment: {
        ROUTE_ID: routeId,
        STAGE: wiring.stage,
        LOG_LEVEL: wiring.logLevel,
        TABLE_NAME: wiring.table.tableName,
        USER_POOL_ID: wiring.userPool.userPoolId,
        USER_POOL_CLIENT_ID: wiring.userPoolClientId,
        ...(route.uses.studentPasswords ? { PASSWORD_KEY_ID: wiring.passwordKey.keyArn } : {}),
        ...(route.uses.ses ? { SITE_URL: wiring.siteUrl, MAIL_FROM: wiring.mailFromAddress, SUPPORT_MAIL_TO: wiring.supportAddress, SALES_MAIL_TO: wiring.salesAddress } : {}),
        ...(route.uses.siteUrl ? { SITE_URL: wiring.siteUrl } : {}),
        ...(route.uses.rosters ? { ROSTER_BUCKET: wiring.rosterBucket.bucketName } : {}),
        ...(route.uses.exports ? { EXPORTS_BUCKET: wiring.exportsBucket.bucketName } : {}),
        ...(route.uses.servers ? { SERVER_TAG: `${wiring.serverTag.key}=${wiring.serverTag.value}` } : {}),
        ...(route.uses.teacherTrials ? { TEACHER_TRIAL_DAYS: String(wiring.teacherTrialDays) } : {}),
        ...(stripeKeys ? { STRIPE_SECRET_NAME: wiring.stripeSecretName } : {}),
        ...(route.uses.appSignOn ? { SITE_URL: wiring.siteUrl } : {}),
        ...(signOn ? { IDP_CERTIFICATE: signOn.certificatePem } : {}),
        ...(idpKey && signOn ? { IDP_KEY_SECRET: signOn.privateKeySecretName } : {}),
        ...Object.fromEntries((route.uses.jobs ?? []).map((kind) => [jobWorkerVariable(kind), workerOf(kind).functionName])),
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
      // The key is read through the Parameters and Secrets extension (no Secrets Manager SDK in the bundle).
      ...(mockSamlKey || stripeKeys || idpKey ? { paramsAndSecrets: lambda.ParamsAndSecretsLayerVersion.fromVersion(lambda.ParamsAndSecretsVersions.V1_0_103) } : {}),
    });
    // Only this secret, only read.
    if (mockSamlKey) mockSamlKey.grantRead(fn.role);
    if (stripeKeys) stripeKeys.grantRead(fn.role);
    if (idpKey) idpKey.grantRead(fn.role);
    if (route.uses.table) fn.grantTableAccess(wiring.table, route.uses.table);
    if (route.uses.userPool) fn.grantUserPoolActions(wiring.userPool, route.uses.userPool);
    if (route.uses.ses) fn.grantSendMailFrom(wiring.mailFromAddress);
    if (route.uses.studentPasswords) fn.grantPasswordKey(wiring.passwordKey, route.uses.studentPasswords);
    if (route.uses.rosters) fn.grantRosterRead(wiring.rosterBucket);
    if (route.uses.exports) fn.grantExports(wiring.exportsBucket, route.uses.exports);
    if (route.uses.sesAccount) fn.grantSesAccountReads(route.uses.sesAccount);
    if (route.uses.servers) fn.grantServers(route.uses.servers, wiring.serverTag);
    // Only its own kinds' workers, only invoked (asynchronously: the route does not wait).
    for (const kind of route.uses.jobs ?? []) fn.grantInvokeOf(workerOf(kind));
    this.functions.set(routeId, fn);

    const isPublic = route.access.kind === 'public';
    const httpRoute = new apigwv2.HttpRoute(this, `${routeId}Route`, {
      httpApi: wiring.httpApi,
      routeKey: apigwv2.HttpRouteKey.with(path, apigwv2.HttpMethod[method]),
      integration: new HttpLambdaIntegration(`${routeId}Integration`, fn.function),
      authorizer: isPublic ? new apigwv2.HttpNoneAuthorizer() : wiring.authorizer,
    });
    if (isPublic) {
      NagSuppressions.addResourceSuppressions(httpRoute, [
        {
          id: 'AwsSolutions-APIG4',
          reason: `${method} ${path} is public in the route table (visitors call it before signing in); the handler checks everything it needs.`,
        },
      ]);
    }
  }
}
