import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalStack, type LocalStack, type SeededDemo } from '../../bin/local-stack';

declare module 'vitest' {
  export interface ProvidedContext {
    portal: {
      url: string;
      mailOutboxDir: string;
      passwordKeyFile: string;
      launchTicketKeyFile: string;
      pairwiseIdKeyFile: string;
      userPoolId: string;
      userPoolClientId: string;
      tableName: string;
      dynamoDbEndpoint: string;
      cognitoEndpoint: string;
      stripeApiUrl: string;
      exportsEndpoint: string;
    };
    demo: SeededDemo;
    /** The folder the stack's OneRoster source reads: the demo bundles, and what tests add to it. */
    rosterDir: string;
  }
}

let stack: LocalStack | undefined;
let dataDir: string | undefined;

/** One fresh local stack (real DynamoDB Local and cognito-local, seeded) for the whole integration run. */
export async function setup(project: TestProject): Promise<void> {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-integration-'));
  // The OneRoster source reads a copy of the demo bundles, so tests can share bundles of their own.
  const rosterDir = path.join(dataDir, 'oneroster');
  await cp(path.resolve(import.meta.dirname, '../../demo-data/oneroster'), rosterDir, { recursive: true });
  process.env['ROSTER_DIR'] = rosterDir;
  project.provide('rosterDir', rosterDir);
  stack = await startLocalStack({ dataDir, web: 'none', seed: true, schedules: false });
  project.provide('portal', {
    url: stack.url,
    mailOutboxDir: stack.mailOutboxDir,
    passwordKeyFile: stack.passwordKeyFile,
    launchTicketKeyFile: stack.launchTicketKeyFile,
    pairwiseIdKeyFile: stack.pairwiseIdKeyFile,
    userPoolId: stack.userPoolId,
    userPoolClientId: stack.userPoolClientId,
    tableName: stack.tableName,
    dynamoDbEndpoint: stack.dynamoDbEndpoint,
    cognitoEndpoint: stack.cognitoEndpoint,
    stripeApiUrl: stack.stripeApiUrl,
    exportsEndpoint: stack.exportsEndpoint,
  });
  if (!stack.demo) throw new Error('The integration stack was started without its demo data');
  project.provide('demo', stack.demo);
}

export async function teardown(): Promise<void> {
  await stack?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
