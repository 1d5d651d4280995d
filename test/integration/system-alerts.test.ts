import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteSystemAlert, listSystemAlerts, putSystemAlert } from '../../functions/data/system-alerts';
import { contentEndpoints } from '../../shared/api/endpoints/content';
import type { SystemAlert } from '../../shared/schemas/content';
import { callEndpoint } from './support/call-endpoint';
import { useLocalTable } from './support/local-table';

const HOUR_MS = 60 * 60 * 1000;

function alert(id: string, fields: Partial<SystemAlert> & { startsIn: number; endsIn: number }): SystemAlert {
  const now = Date.now();
  const { startsIn, endsIn, ...rest } = fields;
  return {
    id,
    message: `Alert ${id}`,
    severity: 'info',
    startsAt: new Date(now + startsIn * HOUR_MS).toISOString(),
    endsAt: new Date(now + endsIn * HOUR_MS).toISOString(),
    ...rest,
  };
}

describe('GET /api/system-alerts', () => {
  let seeded: SystemAlert[] = [];

  beforeAll(async () => {
    // Prepare: this file owns the alerts partition while it runs; the seeded ones come back after.
    useLocalTable();
    seeded = await listSystemAlerts();
    for (const existing of seeded) await deleteSystemAlert(existing);
  });

  afterAll(async () => {
    for (const existing of await listSystemAlerts()) await deleteSystemAlert(existing);
    for (const existing of seeded) await putSystemAlert(existing);
  });

  it('answers an empty list when no alert is stored, to anyone', async () => {
    const anonymous = await callEndpoint(contentEndpoints.listSystemAlerts);
    const teacher = await callEndpoint(contentEndpoints.listSystemAlerts, { as: 'teacher' });

    expect(anonymous.status).toBe(200);
    expect(anonymous.data).toEqual({ systemAlerts: [] });
    expect(teacher.status).toBe(200);
    expect(teacher.data).toEqual({ systemAlerts: [] });
  });

  it('answers only the alerts in force now: not those yet to start nor those that ended', async () => {
    // Prepare
    const current = alert('current', { startsIn: -1, endsIn: 1 });
    await putSystemAlert(current);
    await putSystemAlert(alert('future', { startsIn: 1, endsIn: 2 }));
    await putSystemAlert(alert('ended', { startsIn: -2, endsIn: -1 }));

    // Act
    const answer = await callEndpoint(contentEndpoints.listSystemAlerts);

    // Assess
    expect(answer.status).toBe(200);
    expect(answer.data.systemAlerts).toEqual([current]);
  });

  it('orders the alerts most severe first, then the latest to start first', async () => {
    // Prepare
    await putSystemAlert(alert('old-info', { startsIn: -5, endsIn: 5 }));
    await putSystemAlert(alert('new-info', { startsIn: -0.5, endsIn: 5 }));
    await putSystemAlert(alert('warning', { startsIn: -3, endsIn: 5, severity: 'warning' }));
    await putSystemAlert(alert('critical', { startsIn: -4, endsIn: 5, severity: 'critical' }));

    // Act
    const answer = await callEndpoint(contentEndpoints.listSystemAlerts);

    // Assess: 'current' started an hour ago, between the two info alerts.
    expect(answer.data.systemAlerts.map((shown) => shown.id)).toEqual([
      'critical',
      'warning',
      'new-info',
      'current',
      'old-info',
    ]);
  });
});
