import { Duration, Stack } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

export interface PortalAlarmsProps {
  stage: string;
  /** Who is mailed when an alarm goes off or clears (CDK context alarmEmail); none when absent. */
  alarmEmail?: string;
  /** portal-<stage>-alarms unless given. */
  topicName?: string;
}

/** One alarm, as a construct anywhere in the stage asks for it. */
export interface AlarmSpec {
  /** Short, kebab-case; the alarm is named `portal-<stage>-<name>` and docs/operations.md has a section of that name. */
  name: string;
  /** What it means, in a sentence, and where the runbook is. */
  description: string;
  /** Its section in docs/operations.md when a family of alarms shares one: `lambda-errors-<area>`; its name otherwise. */
  runbook?: string;
  metric: cloudwatch.IMetric;
  threshold: number;
  comparisonOperator?: cloudwatch.ComparisonOperator;
  evaluationPeriods?: number;
  datapointsToAlarm?: number;
  treatMissingData?: cloudwatch.TreatMissingData;
}

/** The runbook an alarm's description points to. */
export const RUNBOOK = 'docs/operations.md';

/** The runbook's heading for an alarm (or family of alarms): `portal-<stage>-<name>`. */
export function runbookSection(name: string): string {
  return `portal-<stage>-${name}`;
}

/** Short names only: `portal-<stage>-` is added, and CloudWatch allows 255 characters. */
const ALARM_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The stage's alarms and the one SNS topic they notify (going off and clearing). Any construct of
 * the stage adds its alarms here (`alarms.add(scope, spec)`, the alarm living in the caller's
 * stack, nested or not), or hands over an alarm it made (`alarms.adopt(alarm)`), so every alarm
 * reaches people and is listed for the runbook test.
 */
export class PortalAlarms extends Construct {
  public readonly topic: sns.Topic;
  public readonly alarms: cloudwatch.Alarm[] = [];
  private readonly stage: string;
  private readonly action: actions.SnsAction;

  constructor(scope: Construct, id: string, props: PortalAlarmsProps) {
    super(scope, id);
    this.stage = props.stage;
    // CloudWatch publishes to the encrypted topic, so the key lets CloudWatch use it.
    const key = new kms.Key(this, 'TopicKey', {
      description: `Portal ${props.stage}: encrypts the alarm topic`,
      enableKeyRotation: true,
    });
    key.grant(new iam.ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');
    this.topic = new sns.Topic(this, 'Topic', {
      topicName: props.topicName ?? `portal-${props.stage}-alarms`,
      displayName: `Portal ${props.stage} alarms`,
      masterKey: key,
      enforceSSL: true,
    });
    this.topic.addToResourcePolicy(
      new iam.PolicyStatement({
        principals: [new iam.ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [this.topic.topicArn],
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
    );
    if (props.alarmEmail) this.topic.addSubscription(new subscriptions.EmailSubscription(props.alarmEmail));
    this.action = new actions.SnsAction(this.topic);
  }

  /** The alarm name of a spec's name: `portal-<stage>-<name>`. */
  alarmNameOf(name: string): string {
    return `portal-${this.stage}-${name}`;
  }

  /** A new alarm in `scope` (the construct that owns what it watches), notifying the topic. */
  add(scope: Construct, spec: AlarmSpec): cloudwatch.Alarm {
    if (!ALARM_NAME.test(spec.name)) throw new Error(`Alarm name ${spec.name} is not kebab-case`);
    const evaluationPeriods = spec.evaluationPeriods ?? 1;
    const alarm = new cloudwatch.Alarm(scope, `Alarm-${spec.name}`, {
      alarmName: this.alarmNameOf(spec.name),
      alarmDescription: `${spec.description} Runbook: ${RUNBOOK}, section ${runbookSection(spec.runbook ?? spec.name)}`,
      metric: spec.metric,
      threshold: spec.threshold,
      comparisonOperator: spec.comparisonOperator ?? cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods,
      datapointsToAlarm: spec.datapointsToAlarm ?? evaluationPeriods,
      treatMissingData: spec.treatMissingData ?? cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    return this.adopt(alarm);
  }

  /** An alarm made elsewhere now notifies the topic too (going off and clearing). */
  adopt(alarm: cloudwatch.Alarm): cloudwatch.Alarm {
    alarm.addAlarmAction(this.action);
    alarm.addOkAction(this.action);
    this.alarms.push(alarm);
    return alarm;
  }
}

/** The sum of up to 10 metrics (CloudWatch's limit for an alarm's math), 0 where none has data. */
export function sumOf(metrics: readonly cloudwatch.IMetric[], label: string, period = Duration.minutes(5)) {
  if (metrics.length === 0 || metrics.length > 10)
    throw new Error(`sumOf takes 1 to 10 metrics, not ${metrics.length}`);
  return new cloudwatch.MathExpression({
    expression: 'FILL(SUM(METRICS()), 0)',
    usingMetrics: Object.fromEntries(metrics.map((metric, index) => [`m${index}`, metric])),
    label,
    period,
  });
}

/** Splits a list into runs of at most `size` (alarms on math take at most 10 metrics). */
export function chunksOf<T>(items: readonly T[], size = 10): T[][] {
  const chunks: T[][] = [];
  for (let index = 0; index < items.length; index += size) chunks.push(items.slice(index, index + size));
  return chunks;
}
