import type { App, Environment } from 'aws-cdk-lib';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type { Route } from '../functions/routes';
import type { UserPoolTrigger } from '../functions/triggers';
import type { JobKind } from '../shared/schemas/jobs';
import type { ScheduledJob } from '../functions/scheduled/schedules';
import type { PortalConfig } from './portal-config';
import { PortalAppStack } from './stacks/app-stack';
import { PortalDataStack } from './stacks/data-stack';
import { PortalEdgeAlarmsStack, PortalEdgeStack } from './stacks/edge-stack';
import { EDGE_REGION } from './edge/parameters';

export interface PortalProps extends PortalConfig {
  /** Absent account and region make environment-agnostic stacks: synth needs no AWS account. */
  env?: Environment;
  routes: readonly Route[];
  codeForRoute: (routeId: string) => lambda.Code;
  /** The bundle of a job kind's worker (functions/jobs/workers.ts). */
  codeForWorker: (kind: JobKind) => lambda.Code;
  /** The bundle of a scheduled job (functions/scheduled/<name>.ts). */
  codeForScheduled: (job: ScheduledJob) => lambda.Code;
  /** The bundle of a user-pool trigger, by its module under functions/triggers/. */
  codeForTrigger: (trigger: UserPoolTrigger) => lambda.Code;
  webAssetDir: string;
  /** The prerendered pages' inline stylesheets' hashes, for the site's CSP (lib-infra/web/inline-style-hashes.ts). */
  inlineStyleHashes: readonly string[];
  /** The static pages (the repository's content/ folder), uploaded under /content. */
  contentDir: string;
}

export interface PortalStacks {
  dataStack: PortalDataStack;
  appStack: PortalAppStack;
  /** us-east-1: the site's web ACL, deployed before the app stack. */
  edgeStack: PortalEdgeStack;
  /** us-east-1: CloudFront's alarm and its topic, deployed after the app stack. */
  edgeAlarmsStack: PortalEdgeAlarmsStack;
}

/** One stage of the portal: `Portal-<stage>-Data` (stateful) and `Portal-<stage>-App`. */
export function addPortalStacks(app: App, props: PortalProps): PortalStacks {
  const prefix = `Portal-${props.stage}`;
  const tags = { project: 'portal', stage: props.stage };

  const data = new PortalDataStack(app, `${prefix}-Data`, {
    env: props.env,
    stage: props.stage,
    tableIndexCount: props.tableIndexCount,
    tags,
    postAuthenticationCode: props.codeForTrigger('post-authentication'),
    preTokenGenerationCode: props.codeForTrigger('pre-token-generation'),
    loginCardChallengeCode: {
      define: props.codeForTrigger('define-auth-challenge'),
      create: props.codeForTrigger('create-auth-challenge'),
      verify: props.codeForTrigger('verify-auth-challenge'),
    },
    logLevel: props.logLevel,
    logRetention: props.logRetention,
  });
  const edgeEnv = { account: props.env?.account, region: EDGE_REGION };
  const edgeStack = new PortalEdgeStack(app, `${prefix}-Edge`, { env: edgeEnv, stage: props.stage, tags });
  const appStack = new PortalAppStack(app, `${prefix}-App`, {
    ...props,
    tags,
    table: data.data.table,
    passwordKey: data.data.passwordKey,
    pairwiseIdKey: data.data.pairwiseIdKey,
    rosterBucket: data.data.rosterBucket,
    exportsBucket: data.data.exportsBucket,
    userPool: data.users.userPool,
  });
  appStack.addStackDependency(edgeStack, 'the distribution uses the web ACL');
  const edgeAlarmsStack = new PortalEdgeAlarmsStack(app, `${prefix}-EdgeAlarms`, {
    env: edgeEnv,
    stage: props.stage,
    alarmEmail: props.alarmEmail,
    tags,
  });
  edgeAlarmsStack.addStackDependency(appStack, 'the alarm watches the distribution');
  return { dataStack: data, appStack, edgeStack, edgeAlarmsStack };
}
