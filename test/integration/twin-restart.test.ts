import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../bin/seed/demo-accounts';
import { startLocalStack, type LocalStack } from '../../bin/local-stack';
import { libraryEndpoints } from '../../shared/api/endpoints/library';
import { sessionEndpoints } from '../../shared/api/endpoints/session';
import { DEMO_SERVICES } from '../../bin/seed/services';
import { twinIdToken } from '../support/twin-sign-in';

/**
 * Twins started one after another in one process, each on new ports and its own data folder, as a
 * bench does, and as the twin's start does again when a port the OS named free was taken before a
 * stand-in bound it (bin/local-stack.ts): each answers from its own stand-ins and table, never
 * through a client or a copy of the catalogue the one before made (functions/platform/config.ts,
 * reconfigure).
 */
const dataDirs: string[] = [];
let running: LocalStack | null = null;

async function startTwin(seed: boolean): Promise<LocalStack> {
  await running?.stop();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-twin-restart-'));
  dataDirs.push(dataDir);
  running = await startLocalStack({ dataDir, web: 'none', seed, schedules: false });
  return running;
}

async function catalogueOf(stack: LocalStack): Promise<unknown[]> {
  const response = await fetch(`${stack.url}${libraryEndpoints.listServices.path}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { services: unknown[] }).services;
}

afterAll(async () => {
  await running?.stop();
  await Promise.all(dataDirs.map((dataDir) => rm(dataDir, { recursive: true, force: true })));
});

it('a second and third twin in one process seed, sign in and answer from their own data', async () => {
  const empty = await startTwin(false);
  expect(await catalogueOf(empty)).toEqual([]);

  const seeded = await startTwin(true);
  expect(await catalogueOf(seeded)).toHaveLength(DEMO_SERVICES.length);
  const token = await twinIdToken(seeded.url, seeded.userPoolClientId, DEMO_ACCOUNTS.parent.username);
  const session = await fetch(`${seeded.url}${sessionEndpoints.getSession.path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(session.status).toBe(200);
  expect(((await session.json()) as { user: { username: string } }).user.username).toBe(DEMO_ACCOUNTS.parent.username);

  // Its table has no catalogue: the seeded twin's copy must not answer for it.
  const emptyAgain = await startTwin(false);
  expect(await catalogueOf(emptyAgain)).toEqual([]);
}, 120_000);
