/**
 * The CDK app (`npx cdk synth`, `npx cdk deploy --all`). The only place that reads the environment
 * and the CDK context; everything under lib-infra/ takes plain props.
 *
 * Context keys (cdk.json, or `-c key=value`):
 *   stage (or PORTAL_STAGE)                       dev | test | prod | ...; default dev
 *   account, region                               else CDK_DEFAULT_ACCOUNT / CDK_DEFAULT_REGION; both optional
 *   logLevel, logRetentionDays                    of the functions and the API access logs
 *   cognitoDomainPrefix                           turns on the hosted domain and OAuth
 *   googleClientId + googleClientSecretName       Secrets Manager secret name of the client secret
 *   facebookAppId + facebookAppSecretName         Secrets Manager secret name of the app secret
 *   samlProviders                                 [{ "name": ..., "metadataUrl": ..., "schoolField"?: ... }]
 *   mockSamlCertificateFile + mockSamlPrivateKeySecretName   the mock school provider of the SAML tab: its
 *                                                 certificate (PEM file) and the Secrets Manager secret of its key
 *   mockSamlEmailDomain                           its people's email domain; default mockschool.example
 *   siteDomainNames + siteCertificateArn          custom domain (certificate in us-east-1)
 *   site                                          { helpUrls, infoUrl, contact: { phone, fax, postalAddress, openingHours, openingHoursTranslations }, payments: { publishableKey } } of /config.json
 *   stripeSecretName                              the Secrets Manager secret with Stripe's keys { secretKey, webhookSecret }; default portal/<stage>/stripe
 *   mailFromAddress                               the SES sender of every mail (an identity verified in SES)
 *   supportAddress                                where Contact Us messages are mailed
 *   salesAddress                                  where quote requests (Request A Quote) are mailed
 *   teacherTrialDays                              how many days a teacher's free trial lasts; default 30
 *   tableIndexCount                               build only the first N table indexes (adding indexes to a deployed stage)
 *   serverTagKey + serverTagValue                 the tag of the EC2 instances the Servers tab acts on; default portal:server-of = <stage>
 *   inactiveStudentSignInYears                    the clean-up deletes students not signed in for this many years; default 2
 *   inactiveStudentNeverSignedInYears             ... and students who never signed in, created this many years ago; default 1
 *   alarmEmail                                    who is mailed the stage's alarms (SNS e-mail subscription); none when unset, with a warning
 *   lambdaConcurrencyLimit                        the account's Lambda concurrency quota in the region; default 1000
 *   apiThrottleRate + apiThrottleBurst            the stage's API throttle, requests a second and burst; default 200 and 400
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { App, Aspects, type Environment } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { AwsSolutionsChecks } from 'cdk-nag';
import { routes } from '../functions/routes';
import { addPortalStacks } from '../lib-infra/portal';
import type {
  AppSignOnConfig,
  CustomDomainConfig,
  FederationConfig,
  MockSamlProviderConfig,
  SamlProviderConfig,
  SiteSettings,
} from '../lib-infra/portal-config';
import { demoIdpCertificate } from '../lib-infra/local/portal-idp';
import { certificateBody } from '../functions/domain/app-launch/idp-metadata';
import { MOCK_SAML_PROVIDER } from '../functions/domain/saml/saml-claims';
import { demoMockSamlCertificate } from '../lib-infra/local/mock-saml-idp';
import { OPENING_HOURS, OPENING_HOURS_TRANSLATIONS } from '../shared/constants';
import { CONTENT_DIRECTORY } from '../shared/content-pages';
import { readInlineStyleHashes } from '../lib-infra/web/inline-style-hashes';
import {
  buildFunctions,
  bundleDirFor,
  scheduledBundleDirFor,
  triggerBundleDirFor,
  workerBundleDirFor,
} from './build-functions';

const WEB_BUILD_DIR = path.resolve('dist/web');
const WEB_PLACEHOLDER_DIR = path.resolve('cdk.out/web-placeholder');

const app = new App();

function setting(key: string, envName?: string): unknown {
  return app.node.tryGetContext(key) ?? (envName ? process.env[envName] : undefined);
}

function text(key: string, envName?: string): string | undefined {
  const value = setting(key, envName);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`Context ${key} must be a string`);
  return value;
}

/** A list from cdk.json (an array) or from `-c key=...` (JSON, or comma-separated words). */
function list(key: string): unknown[] {
  const value = setting(key);
  if (value === undefined || value === null || value === '') return [];
  if (Array.isArray(value)) return value;
  if (typeof value === 'string')
    return value.trim().startsWith('[')
      ? (JSON.parse(value) as unknown[])
      : value.split(',').map((item) => item.trim());
  throw new Error(`Context ${key} must be a list`);
}

function requireBoth<T>(first: string, second: string, make: (a: string, b: string) => T): T | undefined {
  const a = text(first);
  const b = text(second);
  if (!a && !b) return undefined;
  if (!a || !b) throw new Error(`Context ${first} and ${second} go together: set both or neither`);
  return make(a, b);
}

function samlProviders(): SamlProviderConfig[] {
  return list('samlProviders').map((entry, index) => {
    const candidate = entry as Partial<SamlProviderConfig> | null;
    if (typeof candidate?.name !== 'string' || typeof candidate.metadataUrl !== 'string') {
      throw new Error(`Context samlProviders[${index}] needs a name and a metadataUrl`);
    }
    if (candidate.schoolField !== undefined && typeof candidate.schoolField !== 'string') {
      throw new Error(`Context samlProviders[${index}].schoolField must be the name of a SAML attribute`);
    }
    return {
      name: candidate.name,
      metadataUrl: candidate.metadataUrl,
      ...(candidate.schoolField ? { schoolField: candidate.schoolField } : {}),
    };
  });
}

/**
 * A stage's certificate (PEM) from the file a context setting names: never the twin's demo
 * certificate, whose private key is in the repository.
 */
function stageCertificate(setting: string, file: string, demoCertificatePem: string, docsSection: string): string {
  const certificatePem = readFileSync(file, 'utf8');
  if (!certificatePem.includes('-----BEGIN CERTIFICATE-----'))
    throw new Error(`Context ${setting} ${file} holds no PEM certificate`);
  if (certificateBody(certificatePem) === certificateBody(demoCertificatePem)) {
    throw new Error(
      `Context ${setting} is the twin's demo certificate, whose private key is in the repository: make a key pair for the stage (docs/deploying.md, "${docsSection}")`,
    );
  }
  return certificatePem;
}

/** The mock school provider. */
function mockSamlProvider(): MockSamlProviderConfig | undefined {
  return requireBoth(
    'mockSamlCertificateFile',
    'mockSamlPrivateKeySecretName',
    (certificateFile, privateKeySecretName) => ({
      certificatePem: stageCertificate(
        'mockSamlCertificateFile',
        certificateFile,
        demoMockSamlCertificate(),
        'The mock school provider',
      ),
      privateKeySecretName,
      emailDomain: text('mockSamlEmailDomain') ?? MOCK_SAML_PROVIDER.defaultEmailDomain,
    }),
  );
}

function federation(): FederationConfig | undefined {
  const google = requireBoth('googleClientId', 'googleClientSecretName', (clientId, clientSecretName) => ({
    clientId,
    clientSecretName,
  }));
  const facebook = requireBoth('facebookAppId', 'facebookAppSecretName', (appId, appSecretName) => ({
    appId,
    appSecretName,
  }));
  const saml = samlProviders();
  const mock = mockSamlProvider();
  const domainPrefix = text('cognitoDomainPrefix');
  if (!domainPrefix) {
    if (google || facebook || saml.length > 0 || mock)
      throw new Error(
        'Google, Facebook and SAML sign-in go through the Cognito domain: set context cognitoDomainPrefix',
      );
    return undefined;
  }
  return {
    domainPrefix,
    samlProviders: saml,
    ...(google ? { google } : {}),
    ...(facebook ? { facebook } : {}),
    ...(mock ? { mockSamlProvider: mock } : {}),
  };
}

/** The portal's identity-provider key pair for app sign-on. */
function appSignOn(): AppSignOnConfig | undefined {
  const ltiKeySecretName = text('ltiKeySecretName');
  return requireBoth('idpCertificateFile', 'idpPrivateKeySecretName', (certificateFile, privateKeySecretName) => ({
    certificatePem: stageCertificate('idpCertificateFile', certificateFile, demoIdpCertificate(), 'App sign-on'),
    privateKeySecretName,
    ...(ltiKeySecretName ? { ltiKeySecretName } : {}),
  }));
}

function customDomain(): CustomDomainConfig | undefined {
  const domainNames = list('siteDomainNames').map(String);
  const certificateArn = text('siteCertificateArn');
  if (domainNames.length === 0 && !certificateArn) return undefined;
  if (domainNames.length === 0 || !certificateArn)
    throw new Error('Context siteDomainNames and siteCertificateArn go together');
  return { domainNames, certificateArn };
}

function site(): SiteSettings {
  const configured = (setting('site') ?? {}) as Partial<SiteSettings>;
  return {
    helpUrls: { home: '/help', parent: '/help', school: '/help', ...configured.helpUrls },
    infoUrl: configured.infoUrl ?? '/',
    contact: {
      phone: '',
      fax: '',
      postalAddress: '',
      ...configured.contact,
      ...openingHours(configured.contact),
    },
    // Stripe Elements loads with this key; the twin's own card form is never deployed.
    payments: { publishableKey: configured.payments?.publishableKey ?? null, localCardApiUrl: null },
  };
}

/**
 * The opening hours as configured, with their translations; the default hours come with theirs,
 * hours an operator wrote only with the translations they wrote (others read the English).
 */
function openingHours(
  contact: Partial<SiteSettings['contact']> | undefined,
): Pick<SiteSettings['contact'], 'openingHours' | 'openingHoursTranslations'> {
  if (!contact?.openingHours)
    return { openingHours: OPENING_HOURS, openingHoursTranslations: OPENING_HOURS_TRANSLATIONS };
  return { openingHours: contact.openingHours, openingHoursTranslations: contact.openingHoursTranslations ?? {} };
}

/** An email address from the context; synth works without it (with a warning), mailing does not. */
function mailAddress(key: string, fallback: string, missing: string): string {
  const address = text(key);
  if (address) {
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(address))
      throw new Error(`Context ${key} ${address} is not an email address`);
    return address;
  }
  console.warn(`\n⚠️  WARNING: context ${key} is not set; ${missing}\n`);
  return fallback;
}

function mailConfig() {
  return {
    fromAddress: mailAddress(
      'mailFromAddress',
      'no-reply@example.com',
      'mail will fail until it names an SES identity of the account.',
    ),
    supportAddress: mailAddress(
      'supportAddress',
      'support@example.com',
      'Contact Us messages go to support@example.com until it names the support mailbox.',
    ),
    salesAddress: mailAddress(
      'salesAddress',
      'sales@example.com',
      'quote requests go to sales@example.com until it names the sales mailbox.',
    ),
  };
}

/** Who is mailed the alarms: synth works without it (with a warning), but then nobody hears of them. */
function alarmEmail(): string | undefined {
  const address = text('alarmEmail');
  if (!address) {
    console.warn(
      `\n⚠️  WARNING: context alarmEmail is not set; the stage's alarms go to its SNS topic with nobody subscribed.\n`,
    );
    return undefined;
  }
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(address))
    throw new Error(`Context alarmEmail ${address} is not an email address`);
  return address;
}

function lambdaConcurrencyLimit(): number | undefined {
  const value = setting('lambdaConcurrencyLimit');
  if (value === undefined || value === null || value === '') return undefined;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 10)
    throw new Error(`Context lambdaConcurrencyLimit ${String(value)} is not a whole number of at least 10`);
  return limit;
}

/** The stage's API throttle: both settings or neither; the burst at least the rate. */
function apiThrottle(): { rateLimit: number; burstLimit: number } | undefined {
  const rate = setting('apiThrottleRate');
  const burst = setting('apiThrottleBurst');
  const given = (value: unknown) => value !== undefined && value !== null && value !== '';
  if (!given(rate) && !given(burst)) return undefined;
  const rateLimit = Number(rate);
  const burstLimit = Number(burst);
  if (!given(rate) || !given(burst))
    throw new Error('Context apiThrottleRate and apiThrottleBurst are set together, or neither');
  if (!Number.isInteger(rateLimit) || rateLimit < 1 || !Number.isInteger(burstLimit) || burstLimit < rateLimit)
    throw new Error(
      `Context apiThrottleRate ${String(rate)} and apiThrottleBurst ${String(burst)} must be whole numbers, the burst at least the rate`,
    );
  return { rateLimit, burstLimit };
}

function teacherTrialDays(): number | undefined {
  const value = setting('teacherTrialDays');
  if (value === undefined || value === null || value === '') return undefined;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 1 || days > 999)
    throw new Error(`Context teacherTrialDays ${String(value)} is not a whole number of days from 1 to 999`);
  return days;
}

function serverTag(): { key: string; value: string } | undefined {
  const key = text('serverTagKey');
  const value = text('serverTagValue');
  if (!key && !value) return undefined;
  if (!key || value === undefined) throw new Error('Context serverTagKey and serverTagValue are set together');
  return { key, value };
}

function years(name: string, fallback: number): number {
  const value = setting(name);
  if (value === undefined || value === null || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > 99)
    throw new Error(`Context ${name} ${String(value)} is not a whole number of years from 1 to 99`);
  return number;
}

function logRetention(stage: string): RetentionDays {
  const days = Number(
    setting('logRetentionDays') ?? (stage === 'prod' ? RetentionDays.ONE_YEAR : RetentionDays.ONE_MONTH),
  );
  if (!Object.values(RetentionDays).includes(days))
    throw new Error(`Context logRetentionDays ${days} is not a CloudWatch retention period`);
  return days as RetentionDays;
}

function environment(): Environment | undefined {
  const account = text('account') ?? process.env.CDK_DEFAULT_ACCOUNT;
  const region = text('region') ?? process.env.CDK_DEFAULT_REGION;
  return account || region ? { account, region } : undefined;
}

/**
 * The SPA build: dist/web when it exists, else a fresh Vite build. If the front end cannot be built
 * the stacks still synthesise, with a placeholder page and a loud warning, so infrastructure work
 * is never blocked by the front end.
 */
function webAssetDir(): string {
  if (existsSync(path.join(WEB_BUILD_DIR, 'index.html'))) return WEB_BUILD_DIR;
  try {
    // The child's output goes to stderr: stdout belongs to the CDK CLI.
    execFileSync('npx', ['vite', 'build', '--config', 'frontend/vite.config.ts'], { stdio: ['ignore', 2, 2] });
    if (existsSync(path.join(WEB_BUILD_DIR, 'index.html'))) return WEB_BUILD_DIR;
  } catch {
    // Reported below.
  }
  console.warn(
    `\n⚠️  WARNING: the front end did not build (npx vite build --config frontend/vite.config.ts).\n` +
      `   The site will hold a placeholder page from ${path.relative(process.cwd(), WEB_PLACEHOLDER_DIR)}; do not deploy this synth.\n`,
  );
  mkdirSync(WEB_PLACEHOLDER_DIR, { recursive: true });
  writeFileSync(
    path.join(WEB_PLACEHOLDER_DIR, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Portal</title></head>' +
      "<body><p>The portal's front end was not built when this stage was synthesised.</p></body></html>\n",
  );
  return WEB_PLACEHOLDER_DIR;
}

const stage = text('stage', 'PORTAL_STAGE') ?? 'dev';

await buildFunctions();

addPortalStacks(app, {
  stage,
  env: environment(),
  federation: federation(),
  appSignOn: appSignOn(),
  customDomain: customDomain(),
  site: site(),
  mail: mailConfig(),
  teacherTrialDays: teacherTrialDays(),
  serverTag: serverTag(),
  inactiveStudents: {
    signInYears: years('inactiveStudentSignInYears', 2),
    neverSignedInYears: years('inactiveStudentNeverSignedInYears', 1),
  },
  stripeSecretName: text('stripeSecretName'),
  alarmEmail: alarmEmail(),
  lambdaConcurrencyLimit: lambdaConcurrencyLimit(),
  apiThrottle: apiThrottle(),
  logLevel: text('logLevel') ?? 'INFO',
  logRetention: logRetention(stage),
  tableIndexCount: setting('tableIndexCount') === undefined ? undefined : Number(setting('tableIndexCount')),
  routes,
  codeForRoute: (routeId) => lambda.Code.fromAsset(bundleDirFor(routeId)),
  codeForTrigger: (trigger) => lambda.Code.fromAsset(triggerBundleDirFor(trigger)),
  codeForWorker: (kind) => lambda.Code.fromAsset(workerBundleDirFor(kind)),
  codeForScheduled: (job) => lambda.Code.fromAsset(scheduledBundleDirFor(job)),
  webAssetDir: webAssetDir(),
  // Written by the renderer's build (`npm run build`); synth stops with what to run when it is missing.
  inlineStyleHashes: readInlineStyleHashes(process.cwd()),
  contentDir: path.resolve(CONTENT_DIRECTORY),
});

Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true }));
