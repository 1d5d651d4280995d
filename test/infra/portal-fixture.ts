import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, Aspects, Stack } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { AwsSolutionsChecks, type NagPackProps } from 'cdk-nag';
import { routes as routeTable } from '../../functions/routes';
import { CONTENT_DIRECTORY } from '../../shared/content-pages';
import { addPortalStacks, type PortalProps, type PortalStacks } from '../../lib-infra/portal';
import { styleHash } from '../../lib-infra/web/inline-style-hashes';

/** The inline stylesheets' hashes the fixture's site allows, as the renderer's build would list them. */
export const FIXTURE_STYLE_HASHES: readonly string[] = [styleHash('body{margin:0}'), styleHash('.page{padding:1rem}')];

/** The context of cdk.json (feature flags included), so tests synthesise what `npx cdk synth` does. */
function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(path.resolve('cdk.json'), 'utf8')) as { context: Record<string, unknown> };
  return cdkJson.context;
}

export interface SynthesisedPortal extends PortalStacks {
  app: App;
  /** Every stack of the app, nested stacks included. */
  allStacks: Stack[];
  /** Removes the temporary web build and cloud assembly. */
  dispose: () => void;
}

export interface PortalFixtureOptions {
  props?: Partial<PortalProps>;
  nag?: NagPackProps;
}

/**
 * The portal's stacks as bin/app.ts builds them, without bundling: every route gets a tiny inline
 * stub and the site a one-file build. cdk-nag checks the whole app, as in bin/app.ts.
 */
export function synthesisePortal(options: PortalFixtureOptions = {}): SynthesisedPortal {
  const workDir = mkdtempSync(path.join(tmpdir(), 'portal-infra-test-'));
  const webDir = path.join(workDir, 'web');
  const outdir = path.join(workDir, 'cdk.out');
  mkdirSync(webDir);
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>stub</title>');

  const dispose = () => rmSync(workDir, { recursive: true, force: true });
  try {
    return synthesiseInto(new App({ context: cdkJsonContext(), outdir }), webDir, options, dispose);
  } catch (error) {
    dispose();
    throw error;
  }
}

function synthesiseInto(
  app: App,
  webDir: string,
  options: PortalFixtureOptions,
  dispose: () => void,
): SynthesisedPortal {
  const stacks = addPortalStacks(app, {
    stage: 'test',
    site: {
      helpUrls: { home: '/help/home', parent: '/help/parent', school: '/help/school' },
      infoUrl: '/about',
      contact: {
        phone: '1300 000 000',
        fax: '1300 000 001',
        postalAddress: 'PO Box 1\nSydney NSW 2001',
        openingHours: '9am-5pm Monday to Friday, Sydney time',
        openingHoursTranslations: {},
      },
      payments: { publishableKey: 'pk_test_portal_fixture', localCardApiUrl: null },
    },
    mail: {
      fromAddress: 'no-reply@portal.example',
      supportAddress: 'support@portal.example',
      salesAddress: 'sales@portal.example',
    },
    logLevel: 'INFO',
    logRetention: RetentionDays.ONE_MONTH,
    routes: routeTable,
    codeForRoute: (routeId) =>
      lambda.Code.fromInline(`exports.handler = async () => ({ statusCode: 200, body: '${routeId}' });`),
    codeForTrigger: (trigger) => lambda.Code.fromInline(`exports.handler = async (event) => event; // ${trigger}`),
    codeForWorker: (kind) => lambda.Code.fromInline(`exports.handler = async () => undefined; // ${kind}`),
    codeForScheduled: (job) => lambda.Code.fromInline(`exports.handler = async () => undefined; // ${job}`),
    webAssetDir: webDir,
    inlineStyleHashes: FIXTURE_STYLE_HASHES,
    contentDir: path.resolve(CONTENT_DIRECTORY),
    ...options.props,
  });
  Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true, ...options.nag }));
  app.synth();

  return {
    app,
    ...stacks,
    allStacks: app.node.findAll().filter((construct): construct is Stack => Stack.isStack(construct)),
    dispose,
  };
}
