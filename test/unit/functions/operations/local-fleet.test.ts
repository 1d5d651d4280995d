import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEMO_STOPPED_SERVER_ID,
  LOCAL_TRANSITION_MS,
  localServerFleet,
} from '../../../../functions/adapters/servers/local-fleet';
import { IncorrectServerStateError } from '../../../../functions/adapters/servers/port';

describe('the twin’s simulated fleet', () => {
  async function fleetAt(start: number) {
    let now = start;
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'fleet-')), 'fleet.json');
    return { fleet: localServerFleet(file, () => new Date(now)), later: (ms: number) => (now += ms), file };
  }

  it('moves a start through pending to running, and a stop through stopping to stopped, after the transition time', async () => {
    const { fleet, later } = await fleetAt(Date.parse('2026-11-26T00:00:00Z'));
    expect((await fleet.find(DEMO_STOPPED_SERVER_ID))?.state).toBe('stopped');

    expect(await fleet.start(DEMO_STOPPED_SERVER_ID)).toEqual({
      id: DEMO_STOPPED_SERVER_ID,
      previousState: 'stopped',
      state: 'pending',
    });
    later(LOCAL_TRANSITION_MS - 1);
    expect((await fleet.find(DEMO_STOPPED_SERVER_ID))?.state).toBe('pending');
    await expect(fleet.stop(DEMO_STOPPED_SERVER_ID)).rejects.toBeInstanceOf(IncorrectServerStateError);
    later(1);
    expect(await fleet.find(DEMO_STOPPED_SERVER_ID)).toMatchObject({
      state: 'running',
      since: '2026-11-26T00:00:03.000Z',
    });

    expect((await fleet.stop(DEMO_STOPPED_SERVER_ID)).state).toBe('stopping');
    await expect(fleet.start(DEMO_STOPPED_SERVER_ID)).rejects.toBeInstanceOf(IncorrectServerStateError);
    later(LOCAL_TRANSITION_MS);
    expect((await fleet.find(DEMO_STOPPED_SERVER_ID))?.state).toBe('stopped');
    // As EC2: stopping a stopped server changes nothing.
    expect(await fleet.stop(DEMO_STOPPED_SERVER_ID)).toEqual({
      id: DEMO_STOPPED_SERVER_ID,
      previousState: 'stopped',
      state: 'stopped',
    });
  });

  it('keeps its state in its file, and never shows or acts on the untagged instance', async () => {
    const { fleet, file } = await fleetAt(Date.parse('2026-11-26T00:00:00Z'));
    await fleet.start(DEMO_STOPPED_SERVER_ID);
    const reopened = localServerFleet(file, () => new Date('2026-11-26T00:00:01Z'));
    expect((await reopened.find(DEMO_STOPPED_SERVER_ID))?.state).toBe('pending');
    expect((await reopened.list()).map((server) => server.name)).not.toContain('Another team’s instance');
    await expect(reopened.stop('i-0f9e8d7c6b5a40009')).rejects.toMatchObject({ name: 'InvalidInstanceID.NotFound' });
  });
});
