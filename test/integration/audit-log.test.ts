import { beforeAll, describe, expect, inject, it } from 'vitest';
import { actingAsEndpoints } from '../../shared/api/endpoints/acting-as';
import { auditLogEndpoints } from '../../shared/api/endpoints/audit-log';
import { AUDIT_LOG_MESSAGES } from '../../shared/schemas/audit-log';
import { DEMO_SCHOOL_ID } from '../../bin/seed/demo-profiles';
import { recordAudit } from '../../functions/domain/core/audit/audit';
import { exportAuditLog } from '../../functions/domain/core/audit/audit-log';
import { csvRows } from '../support/csv-rows';
import { freshAccount } from './support/accounts';
import { callEndpoint } from './support/call-endpoint';
import { useLocalTable } from './support/local-table';

const { listAuditLog, exportAuditLog: exportEndpoint } = auditLogEndpoints;

describe('the audit log', () => {
  beforeAll(() => useLocalTable());

  it('shows a log-in-as by its actor, its subject and its school, newest first, with names', async () => {
    const teacherId = inject('demo').userIds.teacher;
    const started = await callEndpoint(actingAsEndpoints.startLoginAs, { body: { user: teacherId }, as: 'teleStaff' });
    expect(started.status).toBe(201);
    await callEndpoint(actingAsEndpoints.endActingAs, { as: 'teleStaff', actAs: started.data.grant.secret });

    const byActor = await callEndpoint(listAuditLog, { query: { actor: 'tele@demo.example' }, as: 'staff' });
    expect(byActor.status).toBe(200);
    const loginAs = byActor.data.entries.find((entry) => entry.action === 'act-as.start');
    expect(loginAs).toMatchObject({
      description: 'Logged in as',
      actor: { id: inject('demo').userIds.teleStaff, username: 'tele@demo.example', name: 'Theo Tele' },
      subjects: [{ id: teacherId, username: 'teacher@demo.example' }],
      school: { id: DEMO_SCHOOL_ID, name: 'Demo Primary School' },
    });
    expect(loginAs?.detail).toContain('kind: staff-as-user');
    expect(loginAs?.sentence).toBe(
      'Theo Tele (tele@demo.example) logged in as Tom Teacher (teacher@demo.example) of Demo Primary School.',
    );
    const times = byActor.data.entries.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());

    const bySubject = await callEndpoint(listAuditLog, { query: { subject: 'teacher@demo.example' }, as: 'staff' });
    expect(bySubject.data.entries.map((entry) => entry.eventId)).toContain(loginAs?.eventId);
    const bySchool = await callEndpoint(listAuditLog, { query: { subject: DEMO_SCHOOL_ID }, as: 'staff' });
    expect(bySchool.data.entries.map((entry) => entry.eventId)).toContain(loginAs?.eventId);
    const both = await callEndpoint(listAuditLog, {
      query: { actor: 'tele@demo.example', subject: 'teacher@demo.example' },
      as: 'staff',
    });
    expect(both.data.entries.map((entry) => entry.eventId)).toContain(loginAs?.eventId);
    expect(both.data.entries.every((entry) => entry.subjects.some((subject) => subject.id === teacherId))).toBe(true);
  });

  it('reads each entry as a sentence with the names of the people, school and apps', async () => {
    // Prepare: a trial ended, a subscription granted, a teacher's trials started (as their routes record them).
    const actor = await freshAccount();
    const name = `${actor.form.firstName} ${actor.form.lastName} (${actor.user.username})`;
    const teacherId = inject('demo').userIds.teacher;
    const grant = (detail: Record<string, string | boolean | null>, at: number) =>
      recordAudit({
        actorId: actor.user.id,
        action: 'school.grant',
        subjectIds: [],
        schoolId: DEMO_SCHOOL_ID,
        detail,
        now: new Date(Date.UTC(2026, 10, 1, at)),
      });
    await grant({ serviceId: '2', kind: 'trial', endDate: null }, 1);
    await grant({ serviceId: '1', kind: 'subscription', endDate: '2027-03-31T00:00:00.000Z' }, 2);
    await recordAudit({
      actorId: actor.user.id,
      action: 'teacher.trial.start',
      subjectIds: [teacherId],
      schoolId: DEMO_SCHOOL_ID,
      detail: { services: '1,3', expiry: '2026-11-15T00:00:00.000Z' },
      now: new Date(Date.UTC(2026, 10, 1, 3)),
    });

    // Act
    const answer = await callEndpoint(listAuditLog, { query: { actor: actor.user.username }, as: 'staff' });

    // Assess: newest first; the raw record is still there for the Details toggle.
    expect(answer.data.entries.map((entry) => entry.sentence)).toEqual([
      `${name} started trials of Reading Rockets and Science Lab for Tom Teacher (teacher@demo.example) until 15/11/2026.`,
      `${name} gave Demo Primary School a subscription to Reading Rockets until 31/03/2027.`,
      `${name} ended the trial of Maths Quest at Demo Primary School.`,
    ]);
    expect(answer.data.entries.at(-1)?.detail.split('; ').sort()).toEqual([
      'endDate: —',
      'kind: trial',
      'serviceId: 2',
    ]);
  });

  it('reads between two days, both included, a page of 50 at a time', async () => {
    const actor = await freshAccount();
    const username = actor.user.username;
    for (let index = 0; index < 52; index += 1) {
      await recordAudit({
        actorId: actor.user.id,
        action: 'webinar.lookup',
        subjectIds: [],
        schoolId: null,
        detail: { index },
        now: new Date(Date.UTC(2026, 0, 1 + Math.floor(index / 2), 10 + (index % 2))),
      });
    }

    const first = await callEndpoint(listAuditLog, { query: { actor: username }, as: 'staff' });
    expect(first.data.entries).toHaveLength(50);
    expect(first.data.entries[0]?.detail).toBe('index: 51');
    const second = await callEndpoint(listAuditLog, {
      query: { actor: username, cursor: first.data.cursor ?? '' },
      as: 'staff',
    });
    expect(second.data.entries.map((entry) => entry.detail)).toEqual(['index: 1', 'index: 0']);
    expect(second.data.cursor).toBeNull();

    const days = await callEndpoint(listAuditLog, {
      query: { actor: username, from: '2026-01-02', to: '2026-01-03' },
      as: 'staff',
    });
    expect(days.data.entries.map((entry) => entry.detail)).toEqual(['index: 5', 'index: 4', 'index: 3', 'index: 2']);
    const fromOnly = await callEndpoint(listAuditLog, { query: { actor: username, from: '2026-01-26' }, as: 'staff' });
    expect(fromOnly.data.entries.map((entry) => entry.detail)).toEqual(['index: 51', 'index: 50']);
  });

  it('exports every entry as CSV, and refuses rather than cut an export short', async () => {
    const actor = await freshAccount();
    for (let index = 0; index < 3; index += 1) {
      await recordAudit({
        actorId: actor.user.id,
        action: 'webinar.lookup',
        subjectIds: [],
        schoolId: null,
        detail: { note: index === 0 ? '=HYPERLINK("x")' : `n${index}` },
        now: new Date(Date.now() - (3 - index) * 1000),
      });
    }

    const file = await callEndpoint(exportEndpoint, { query: { actor: actor.user.username }, as: 'staff' });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/csv');
    const rows = csvRows(String(file.raw));
    expect(rows[0]).toEqual([
      'When (UTC)',
      'Actor',
      'Acting as',
      'Action',
      'What',
      'Subjects',
      'School',
      'Detail',
      'What happened',
    ]);
    expect(rows).toHaveLength(4);
    expect(rows[1]?.[3]).toBe('webinar.lookup');
    expect(rows.slice(1).map((row) => row[7])).toEqual(['note: n2', 'note: n1', 'note: =HYPERLINK("x")']);

    await expect(exportAuditLog({ actor: actor.user.username }, new Date(), 2)).rejects.toThrow(
      AUDIT_LOG_MESSAGES.tooMany,
    );
    const exact = await exportAuditLog({ actor: actor.user.username }, new Date(), 3);
    expect(csvRows(String(exact.body))).toHaveLength(4);
  });

  it('says what is wrong with a filter, and reads nothing', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{}, AUDIT_LOG_MESSAGES.needFilter, 'actor'],
      [{ actor: 'nobody-here@demo.example' }, AUDIT_LOG_MESSAGES.actorNotFound, 'actor'],
      [{ subject: 'no-such-school-or-user' }, AUDIT_LOG_MESSAGES.subjectNotFound, 'subject'],
      [{ actor: 'staff@demo.example', from: '2026-02-30' }, AUDIT_LOG_MESSAGES.invalidDate, 'from'],
      [{ actor: 'staff@demo.example', from: '2026-03-02', to: '2026-03-01' }, AUDIT_LOG_MESSAGES.dateOrder, 'from'],
      [{ actor: 'x'.repeat(201) }, AUDIT_LOG_MESSAGES.tooLong, 'actor'],
    ];
    for (const [query, message, field] of cases) {
      for (const endpoint of [listAuditLog, exportEndpoint]) {
        const answer = await callEndpoint(endpoint, { query, as: 'staff' });
        expect(answer.status, JSON.stringify(query)).toBe(422);
        expect(answer.errors[0]?.detail).toBe(message);
        expect(answer.errors[0]?.source?.pointer).toContain(field);
      }
    }
  });

  it('is read only with audit.read: not by other staff, a school role, or a teacher', async () => {
    for (const as of ['teleStaff', 'supportStaff', 'schoolDataStaff', 'teacher', 'schoolAdmin'] as const) {
      for (const query of [{ actor: 'staff@demo.example' }, { subject: DEMO_SCHOOL_ID }]) {
        const list = await callEndpoint(listAuditLog, { query, as });
        expect(list.status, as).toBe(403);
        const file = await callEndpoint(exportEndpoint, { query, as });
        expect(file.status, as).toBe(403);
      }
    }
  });
});
