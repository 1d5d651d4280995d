import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { WebConfig } from '../shared/schemas/web-config';

/** A SAML identity provider of a school system, by the URL of its metadata document. */
export interface SamlProviderConfig {
  /** Provider name in Cognito (3-32 characters); the SPA passes it to the sign-in redirect. */
  name: string;
  metadataUrl: string;
  /** The SAML attribute that carries the school's key (its saml-idp schoolField), mapped onto custom:school_key. */
  schoolField?: string;
}

/**
 * The mock school provider of the admin console's SAML tab, as a stage runs it: a Cognito SAML
 * identity provider whose metadata carries this certificate, and whose private key is a Secrets
 * Manager secret that only the mock SAML route may read. Never the twin's checked-in demo pair.
 */
export interface MockSamlProviderConfig {
  /** PEM of the X.509 certificate the mock provider signs with. */
  certificatePem: string;
  /** Name of the Secrets Manager secret holding its private key (PEM, as the secret string). */
  privateKeySecretName: string;
  /** The email domain that identifies its people (e.g. mockschool.example). */
  emailDomain: string;
}

/**
 * Sign-in through the Cognito hosted domain. Every external provider redirects through that
 * domain, so the domain prefix is what turns federation on; each provider is added only when its
 * settings are present. Secrets are named, never given: CloudFormation reads them from Secrets
 * Manager at deploy time.
 */
export interface FederationConfig {
  /** `<prefix>.auth.<region>.amazoncognito.com`; unique per region. */
  domainPrefix: string;
  google?: { clientId: string; clientSecretName: string };
  facebook?: { appId: string; appSecretName: string };
  samlProviders: readonly SamlProviderConfig[];
  /** The staff's mock school sign-on; absent: the SAML tab's route answers that it is not configured. */
  mockSamlProvider?: MockSamlProviderConfig;
}

/** A custom domain for the site; the certificate must be in us-east-1 (CloudFront). */
export interface CustomDomainConfig {
  domainNames: readonly string[];
  certificateArn: string;
}

/** The parts of /config.json that are settings rather than stack outputs. */
export type SiteSettings = Pick<WebConfig, 'helpUrls' | 'infoUrl' | 'contact' | 'payments'>;

/** Mail the functions send through SES v2. */
export interface MailConfig {
  /** The sender of every mail: an SES identity of the account (the address itself, or its domain). */
  fromAddress: string;
  /** Where contact messages are mailed (replies go to their senders). */
  supportAddress: string;
  /** Where quote requests are mailed (replies go to the teacher's contact email). */
  salesAddress: string;
}

export interface AppSignOnConfig {
  certificatePem: string;
  privateKeySecretName: string;
  /**
   * The secret holding the LTI platform's signing keys (JSON `{ "keys": [RS256 private JWKs] }`,
   * CDK context ltiKeySecretName; docs/operations.md 'Rotating the LTI platform key'). Absent: no
   * app launches as an LTI tool.
   */
  ltiKeySecretName?: string;
}

/** Everything a stage differs by. bin/app.ts reads it from CDK context and the environment. */
export interface PortalConfig {
  stage: string;
  federation?: FederationConfig;
  customDomain?: CustomDomainConfig;
  site: SiteSettings;
  mail: MailConfig;
  /**
   * The Secrets Manager secret with Stripe's keys, JSON { "secretKey": "sk_…", "webhookSecret": "whsec_…" }
   * (CDK context stripeSecretName); stripeSecretNameOf(stage) when not set. Only routes that use payments may read it.
   */
  stripeSecretName?: string;
  /** How many days a teacher's free trial lasts (CDK context teacherTrialDays); DEFAULT_TEACHER_TRIAL_DAYS when not set. */
  teacherTrialDays?: number;
  /**
   * The tag (key and value) of the EC2 instances the staff Servers tab lists, starts and stops
   * (CDK context serverTagKey, serverTagValue); DEFAULT_SERVER_TAG_KEY = the stage when not set.
   */
  serverTag?: { key: string; value: string };
  /** The inactive-student clean-up's retention in years (CDK context inactiveStudentSignInYears, inactiveStudentNeverSignedInYears); 2 and 1 when not set. */
  inactiveStudents?: { signInYears: number; neverSignedInYears: number };
  /**
   * The portal as the SAML identity provider of integrated apps (CDK context idpCertificateFile,
   * idpPrivateKeySecretName): its certificate, published in its metadata, and the secret holding
   * its private key (PEM). Absent: launching an app answers that sign-on is not set up.
   */
  appSignOn?: AppSignOnConfig;
  /** Who is mailed the stage's alarms (CDK context alarmEmail); none when absent (synth warns). */
  alarmEmail?: string;
  /** The account's Lambda concurrency quota in the stage's region (CDK context lambdaConcurrencyLimit); 1000 when not set. */
  lambdaConcurrencyLimit?: number;
  /**
   * The stage's API throttle: requests a second across the API and the burst above it (CDK context
   * apiThrottleRate, apiThrottleBurst); 200 and 400 when not set. docs/capacity.md says what a
   * term's first morning needs (500/s at 100k students, 3,000/s at 1M).
   */
  apiThrottle?: { rateLimit: number; burstLimit: number };
  /** LOG_LEVEL of every function. */
  logLevel: string;
  logRetention: RetentionDays;
  /** How many of the table's planned indexes exist; all unless a stage is being brought up one index per deployment. */
  tableIndexCount?: number;
}

/** The tag key of the portal's servers unless the stage names another; its value is the stage. */
export const DEFAULT_SERVER_TAG_KEY = 'portal:server-of';

export function serverTagOf(config: Pick<PortalConfig, 'stage' | 'serverTag'>): { key: string; value: string } {
  return config.serverTag ?? { key: DEFAULT_SERVER_TAG_KEY, value: config.stage };
}

/** Where a stage's Stripe keys are kept unless the stage names another secret. */
export function stripeSecretNameOf(stage: string): string {
  return `portal/${stage}/stripe`;
}

/** A teacher's free trial lasts this many days unless the stage says otherwise (visitor-and-account §4 teacher trial). */
export const DEFAULT_TEACHER_TRIAL_DAYS = 30;
