import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { NagSuppressions } from 'cdk-nag';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as kms from 'aws-cdk-lib/aws-kms';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import type { Route } from '../../functions/routes';
import type { WebConfig } from '../../shared/schemas/web-config';
import { MOCK_SAML_PAGE_PATH, SAML_ACS_PATH, cognitoSpEntityId } from '../../functions/domain/saml/saml-claims';
import { PortalApi } from '../api';
import { JobWorkers } from '../api/job-workers';
import { RouteFunctions } from '../api/route-functions';
import type { JobKind } from '../../shared/schemas/jobs';
import { PortalAuth, hostedSignInDomain } from '../auth';
import { DEFAULT_TEACHER_TRIAL_DAYS, serverTagOf, stripeSecretNameOf, type PortalConfig } from '../portal-config';
import { ScheduledJobs } from '../api/scheduled-jobs';
import type { ScheduledJob } from '../../functions/scheduled/schedules';
import { DEFAULT_INACTIVITY_POLICY } from '../../functions/domain/user-checks/inactivity-policy';
import { PortalObservability } from '../observability';
import { EdgeLink } from '../edge/edge-link';
import { USER_POOL_RATE_RULES } from '../edge/rate-rules';
import { PortalWebAcl } from '../edge/web-acl';
import { ORIGIN_VERIFY_HEADER } from '../../functions/http/origin-check';
import { PortalWeb } from '../web';
import { SiteContent } from '../web/site-content';
import { translatedContentPages } from '../web/content-page-versions';
import { staticPageNames } from '../web/crawler-files';
import { StaticPages } from '../web/static-pages';

export interface PortalAppStackProps extends StackProps, PortalConfig {
  table: dynamodb.ITable;
  passwordKey: kms.IKey;
  /** The Data stack's secret keying apps' pairwise NameIDs; absent in tests of the app stack alone. */
  pairwiseIdKey?: secretsmanager.ISecret;
  rosterBucket: s3.IBucket;
  exportsBucket: s3.IBucket;
  userPool: cognito.IUserPool;
  routes: readonly Route[];
  codeForRoute: (routeId: string) => lambda.Code;
  /** The bundle of a job kind's worker (functions/jobs/workers.ts). */
  codeForWorker: (kind: JobKind) => lambda.Code;
  /** The bundle of a scheduled job (functions/scheduled/<name>.ts). */
  codeForScheduled: (job: ScheduledJob) => lambda.Code;
  webAssetDir: string;
  /**
   * The hashes of the prerendered pages' inline stylesheets, which the site's CSP allows
   * (lib-infra/web/inline-style-hashes.ts): the renderer's build writes them.
   */
  inlineStyleHashes: readonly string[];
  contentDir: string;
  /**
   * Whether Portal-<stage>-Edge (us-east-1) holds the site's web ACL; only tests of the app
   * stack alone turn it off.
   */
  edge?: boolean;
}

/**
 * The stateless part of a stage: the API with a function per route (nested stacks per area), the
 * app client and federation, and the site with its /config.json.
 */
export class PortalAppStack extends Stack {
  public readonly api: PortalApi;
  public readonly web: PortalWeb;
  public readonly auth: PortalAuth;
  public readonly routeFunctions: RouteFunctions;
  public readonly jobWorkers: JobWorkers;
  public readonly scheduledJobs: ScheduledJobs;
  public readonly siteContent: SiteContent;
  public readonly staticPages: StaticPages;
  public readonly observability: PortalObservability;
  /** The secret header CloudFront adds to requests for the API; the route functions refuse requests without it. */
  public readonly originVerify: secretsmanager.Secret;
  public readonly edgeLink?: EdgeLink;
  /** The user pool's regional web ACL: rate limits on sign-in, its challenges, password reset and sign-up. */
  public readonly userPoolAcl: PortalWebAcl;

  constructor(scope: Construct, id: string, props: PortalAppStackProps) {
    super(scope, id, props);
    const { stage, userPool } = props;

    // Built in this order so that nothing waits for what it feeds: the site needs the API's host
    // name, the app client needs the site's URL, the authorizer needs the app client.
    this.api = new PortalApi(this, 'Api', { stage, logRetention: props.logRetention, throttle: props.apiThrottle });

    // The API is reached only through CloudFront: it sends this secret, the functions check it.
    this.originVerify = new secretsmanager.Secret(this, 'OriginVerify', {
      description: `Portal ${stage}: the header CloudFront adds to API requests (${ORIGIN_VERIFY_HEADER}); rotate per docs/operations.md`,
      generateSecretString: { excludePunctuation: true, passwordLength: 48 },
    });
    NagSuppressions.addResourceSuppressions(this.originVerify, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'CloudFront and every route function take the value at deployment; it is rotated by a new value and a deployment (docs/operations.md, Rotating secrets), not by a rotation Lambda.',
      },
    ]);
    const originVerify = this.originVerify.secretValue.unsafeUnwrap();
    // The ticket route seals what it decided into the launch ticket and the launch route opens it,
    // so the page reads nothing again; the key is theirs alone (the signing key stays the launch's).
    const launchTicketKey = props.appSignOn
      ? new secretsmanager.Secret(this, 'LaunchTicketKey', {
          description: `Portal ${stage}: seals app launch tickets (its SHA-256 is the AES-256-GCM key); rotate per docs/operations.md`,
          generateSecretString: { excludePunctuation: true, passwordLength: 64 },
        })
      : undefined;
    if (launchTicketKey)
      NagSuppressions.addResourceSuppressions(launchTicketKey, [
        {
          id: 'AwsSolutions-SMG4',
          reason:
            'Launch tickets live a minute: a new value (docs/operations.md, Rotating secrets) takes effect within the extension cache of five minutes, costing at most the tickets of that time, so no rotation Lambda is needed.',
        },
      ]);
    this.edgeLink = props.edge === false ? undefined : new EdgeLink(this, 'EdgeLink', { stage });

    const cognitoApi = `https://cognito-idp.${this.region}.amazonaws.com`;
    const hostedDomain = props.federation
      ? `https://${hostedSignInDomain(props.federation.domainPrefix, this.region)}`
      : undefined;
    this.web = new PortalWeb(this, 'Web', {
      stage,
      apiDomainName: this.api.domainName,
      customDomain: props.customDomain,
      apiOriginHeaders: { [ORIGIN_VERIFY_HEADER]: originVerify },
      ...(this.edgeLink ? { webAclArn: this.edgeLink.siteWebAclArn } : {}),
      cspSources: {
        connect: hostedDomain ? [cognitoApi, hostedDomain] : [cognitoApi],
        formActions: hostedDomain ? [hostedDomain] : [],
        styleHashes: props.inlineStyleHashes,
      },
    });

    this.auth = new PortalAuth(this, 'Auth', {
      userPool,
      federation: props.federation,
      siteUrls: [`${this.web.siteUrl}/`],
      siteUrl: this.web.siteUrl,
    });

    // Before the routes: a save of what the public pages show asks the prerender job's queue for a run.
    this.scheduledJobs = new ScheduledJobs(this, 'ScheduledJobs', {
      table: props.table,
      userPool,
      userPoolClientId: this.auth.userPoolClient.userPoolClientId,
      stage,
      logLevel: props.logLevel,
      logRetention: props.logRetention,
      inactiveStudents: props.inactiveStudents ?? DEFAULT_INACTIVITY_POLICY,
      codeForScheduled: props.codeForScheduled,
      // The erasure of deleted accounts stops their subscriptions and removes their jobs' files.
      stripeSecretName: props.stripeSecretName ?? stripeSecretNameOf(stage),
      exportsBucket: props.exportsBucket,
      // The prerender job writes the public pages to the site and renders the content folder's static pages.
      siteUrl: this.web.siteUrl,
      site: {
        bucket: this.web.bucket,
        distribution: this.web.distribution,
        prerenderedPages: this.web.prerenderedPages,
      },
      staticPages: staticPageNames(props.contentDir),
    });

    this.jobWorkers = new JobWorkers(this, 'JobWorkers', {
      table: props.table,
      userPool,
      userPoolClientId: this.auth.userPoolClient.userPoolClientId,
      passwordKey: props.passwordKey,
      rosterBucket: props.rosterBucket,
      exportsBucket: props.exportsBucket,
      stage,
      logLevel: props.logLevel,
      logRetention: props.logRetention,
      siteUrl: this.web.siteUrl,
      mailFromAddress: props.mail.fromAddress,
      codeForWorker: props.codeForWorker,
    });

    this.routeFunctions = new RouteFunctions(this, 'Routes', {
      jobWorkers: new Map([...this.jobWorkers.functions].map(([kind, worker]) => [kind, worker.function])),
      routes: props.routes,
      codeForRoute: props.codeForRoute,
      originVerify,
      httpApi: this.api.httpApi,
      table: props.table,
      userPool,
      userPoolClientId: this.auth.userPoolClient.userPoolClientId,
      passwordKey: props.passwordKey,
      rosterBucket: props.rosterBucket,
      exportsBucket: props.exportsBucket,
      serverTag: serverTagOf(props),
      siteUrl: this.web.siteUrl,
      mailFromAddress: props.mail.fromAddress,
      supportAddress: props.mail.supportAddress,
      salesAddress: props.mail.salesAddress,
      teacherTrialDays: props.teacherTrialDays ?? DEFAULT_TEACHER_TRIAL_DAYS,
      stripeSecretName: props.stripeSecretName ?? stripeSecretNameOf(stage),
      prerenderRequests: this.scheduledJobs.prerenderRequests,
      ...(props.appSignOn ? { appSignOn: props.appSignOn } : {}),
      ...(launchTicketKey ? { launchTicketKey } : {}),
      ...(props.pairwiseIdKey && props.appSignOn ? { pairwiseIdKey: props.pairwiseIdKey } : {}),
      mockSaml:
        props.federation?.mockSamlProvider && hostedDomain
          ? {
              certificatePem: props.federation.mockSamlProvider.certificatePem,
              privateKeySecretName: props.federation.mockSamlProvider.privateKeySecretName,
              ssoUrl: `${this.web.siteUrl}${MOCK_SAML_PAGE_PATH}`,
              spEntityId: cognitoSpEntityId(userPool.userPoolId),
              assertionConsumerUrl: `${hostedDomain}${SAML_ACS_PATH}`,
            }
          : undefined,
      stage,
      logLevel: props.logLevel,
      logRetention: props.logRetention,
    });

    this.api.throttleRoutes(props.routes);
    // The stage's route settings name routes, which must exist first.
    this.api.stage.node.addDependency(this.routeFunctions);

    this.userPoolAcl = new PortalWebAcl(this, 'UserPoolAcl', {
      stage,
      scope: 'REGIONAL',
      name: 'user-pool',
      cognitoRules: USER_POOL_RATE_RULES,
      managedGroups: ['AWSManagedRulesAmazonIpReputationList', 'AWSManagedRulesKnownBadInputsRuleSet'],
    });
    new wafv2.CfnWebACLAssociation(this, 'UserPoolAclAssociation', {
      resourceArn: userPool.userPoolArn,
      webAclArn: this.userPoolAcl.webAcl.attrArn,
    });

    this.observability = new PortalObservability(this, 'Observability', {
      stage,
      alarmEmail: props.alarmEmail,
      lambdaConcurrencyLimit: props.lambdaConcurrencyLimit,
    });
    this.observability.watch({
      table: props.table,
      api: this.api,
      routeFunctions: this.routeFunctions,
      jobWorkers: this.jobWorkers,
      scheduledJobs: this.scheduledJobs,
    });
    this.observability.watchPaymentWebhook(this.routeFunctions);
    this.observability.watchSite(this.web.distribution.distributionId, `portal-${stage}-site`);

    const config = {
      stage,
      region: this.region,
      userPoolId: userPool.userPoolId,
      userPoolClientId: this.auth.userPoolClient.userPoolClientId,
      userPoolEndpoint: null,
      oauthBaseUrl: this.auth.oauthBaseUrl,
      translatedContentPages: translatedContentPages(props.contentDir),
      ...props.site,
    } satisfies WebConfig;
    this.siteContent = new SiteContent(this, 'Site', {
      bucket: this.web.bucket,
      distribution: this.web.distribution,
      webAssetDir: props.webAssetDir,
      config,
      siteUrl: this.web.siteUrl,
      sitemapPages: { staticPages: staticPageNames(props.contentDir) },
    });
    this.staticPages = new StaticPages(this, 'StaticPages', {
      bucket: this.web.contentBucket,
      distribution: this.web.distribution,
      contentDir: props.contentDir,
    });

    new CfnOutput(this, 'SiteUrl', { value: this.web.siteUrl });
    new CfnOutput(this, 'ApiEndpoint', { value: this.api.httpApi.apiEndpoint });
    new CfnOutput(this, 'UserPoolClientId', { value: this.auth.userPoolClient.userPoolClientId });
    new CfnOutput(this, 'DistributionId', { value: this.web.distribution.distributionId });
    this.edgeLink?.publishDistributionId(this.web.distribution.distributionId);
    this.edgeLink?.acknowledgeProvider();

    new CfnOutput(this, 'AlarmTopicArn', { value: this.observability.alarms.topic.topicArn });
    new CfnOutput(this, 'DashboardName', { value: this.observability.dashboard.dashboard.dashboardName });
  }
}
