import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteSystemAlert, listSystemAlerts, putSystemAlert } from '../../functions/data/system-alerts';
import { contentEndpoints } from '../../shared/api/endpoints/content';
import { SYSTEM_ALERT_MESSAGES, type SystemAlert, type SystemAlertInput } from '../../shared/schemas/content';
import { translatedIn } from '../../functions/platform/language';
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

/** Each block owns the alerts partition while it runs, empty at its start; the seeded alerts come back after. */
function ownTheAlertsPartition(): void {
  let seeded: SystemAlert[] = [];

  beforeAll(async () => {
    useLocalTable();
    seeded = await listSystemAlerts();
    for (const existing of seeded) await deleteSystemAlert(existing);
  });

  afterAll(async () => {
    for (const existing of await listSystemAlerts()) await deleteSystemAlert(existing);
    for (const existing of seeded) await putSystemAlert(existing);
  });
}

describe('GET /api/system-alerts', () => {
  ownTheAlertsPartition();

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

describe('the Servers tab puts up and takes down system alerts', () => {
  const at = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString();
  const input = (fields: Partial<SystemAlertInput> = {}): SystemAlertInput => ({
    message: 'Planned maintenance: the App Library may be unavailable.',
    severity: 'warning',
    startsAt: at(-1),
    endsAt: at(24),
    ...fields,
  });
  /** Each refusal of a 422 as detail and the field it points at. */
  const refusals = (answer: { errors: { detail: string; source?: { pointer: string } }[] }) =>
    answer.errors.map((error) => [error.detail, error.source?.pointer]);

  ownTheAlertsPartition();

  it('puts up an alert with its maintenance window, which every visitor then reads, and deletes it', async () => {
    // Act
    const created = await callEndpoint(contentEndpoints.createSystemAlert, {
      body: input({ windowStartsAt: at(48), windowEndsAt: at(48.5) }),
      as: 'staff',
    });

    // Assess
    expect(created.status).toBe(200);
    const { systemAlert } = created.data;
    expect(systemAlert.severity).toBe('warning');
    expect(Date.parse(systemAlert.windowEndsAt ?? '') - Date.parse(systemAlert.windowStartsAt ?? '')).toBe(HOUR_MS / 2);
    const shown = await callEndpoint(contentEndpoints.listSystemAlerts);
    expect(shown.data.systemAlerts).toEqual([systemAlert]);
    const listed = await callEndpoint(contentEndpoints.listAllSystemAlerts, { as: 'staff' });
    expect(listed.data.systemAlerts).toEqual([systemAlert]);

    const deleted = await callEndpoint(contentEndpoints.deleteSystemAlert, {
      params: { alertId: systemAlert.id },
      as: 'staff',
    });
    expect(deleted.status).toBe(200);
    expect((await callEndpoint(contentEndpoints.listSystemAlerts)).data.systemAlerts).toEqual([]);
    const again = await callEndpoint(contentEndpoints.deleteSystemAlert, {
      params: { alertId: systemAlert.id },
      as: 'staff',
    });
    expect(again.status).toBe(404);
    expect(again.errors[0]?.detail).toBe(SYSTEM_ALERT_MESSAGES.notFound);
  });

  it('puts up an alert without a window: both times or neither', async () => {
    const created = await callEndpoint(contentEndpoints.createSystemAlert, { body: input(), as: 'staff' });

    expect(created.status).toBe(200);
    expect(created.data.systemAlert).toMatchObject({ windowStartsAt: null, windowEndsAt: null });
  });

  it('refuses a window with one time only, naming the time that is missing', async () => {
    const onlyStart = await callEndpoint(contentEndpoints.createSystemAlert, {
      body: input({ windowStartsAt: at(48) }),
      as: 'staff',
    });
    const onlyEnd = await callEndpoint(contentEndpoints.createSystemAlert, {
      body: input({ windowEndsAt: at(48) }),
      as: 'staff',
    });

    expect(onlyStart.status).toBe(422);
    expect(refusals(onlyStart)).toEqual([[SYSTEM_ALERT_MESSAGES.windowBothOrNeither, '/data/attributes/windowEndsAt']]);
    expect(onlyEnd.status).toBe(422);
    expect(refusals(onlyEnd)).toEqual([[SYSTEM_ALERT_MESSAGES.windowBothOrNeither, '/data/attributes/windowStartsAt']]);
  });

  it('refuses a window or a showing that ends before it starts, or as it starts', async () => {
    const backwards = await callEndpoint(contentEndpoints.createSystemAlert, {
      body: input({ windowStartsAt: at(48), windowEndsAt: at(47) }),
      as: 'staff',
    });
    const empty = await callEndpoint(contentEndpoints.createSystemAlert, {
      body: input({ windowStartsAt: at(48), windowEndsAt: at(48) }),
      as: 'staff',
    });
    const shownBackwards = await callEndpoint(contentEndpoints.createSystemAlert, {
      body: input({ startsAt: at(2), endsAt: at(1) }),
      as: 'staff',
    });

    expect(backwards.status).toBe(422);
    expect(refusals(backwards)).toEqual([[SYSTEM_ALERT_MESSAGES.windowEndAfterStart, '/data/attributes/windowEndsAt']]);
    expect(refusals(empty)).toEqual([[SYSTEM_ALERT_MESSAGES.windowEndAfterStart, '/data/attributes/windowEndsAt']]);
    expect(shownBackwards.status).toBe(422);
    expect(refusals(shownBackwards)).toEqual([[SYSTEM_ALERT_MESSAGES.showUntilAfterFrom, '/data/attributes/endsAt']]);
  });

  it('refuses a blank message and a time that is not one, each with its message', async () => {
    const answer = await callEndpoint(contentEndpoints.createSystemAlert, {
      body: { ...input(), message: '   ', windowStartsAt: 'Sunday 2am', windowEndsAt: at(48) },
      as: 'staff',
    });

    expect(answer.status).toBe(422);
    expect(refusals(answer)).toEqual(
      expect.arrayContaining([
        [SYSTEM_ALERT_MESSAGES.messageRequired, '/data/attributes/message'],
        [SYSTEM_ALERT_MESSAGES.timeRequired, '/data/attributes/windowStartsAt'],
      ]),
    );
  });

  it("answers a refusal in the caller's language", async () => {
    const answer = await callEndpoint(contentEndpoints.createSystemAlert, {
      body: input({ windowStartsAt: at(48), windowEndsAt: at(47) }),
      as: 'staff',
      language: 'es',
    });

    expect(answer.status).toBe(422);
    expect(answer.errors[0]?.detail).toBe(translatedIn('es', SYSTEM_ALERT_MESSAGES.windowEndAfterStart));
    expect(answer.errors[0]?.detail).not.toBe(SYSTEM_ALERT_MESSAGES.windowEndAfterStart);
  });
});
