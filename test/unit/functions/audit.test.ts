import { describe, expect, it } from 'vitest';
import { auditEvents, auditSubjectEntries } from '../../../functions/data/audit';
import { auditEventOf } from '../../../functions/domain/core/audit/audit';

describe('audit events', () => {
  const now = new Date('2026-03-01T10:00:00.000Z');

  it('expire after the retention setting, name each subject once and drop an effective user that is the actor', () => {
    // Act
    const event = auditEventOf(
      {
        actorId: 'teacher-1',
        effectiveUserId: 'teacher-1',
        action: 'passwords.reveal',
        subjectIds: ['s1', 's2', 's1'],
        schoolId: 'school-1',
        detail: { reason: 'csv' },
        now,
      },
      30,
      'event-1',
    );

    // Assess
    expect(event).toEqual({
      eventId: 'event-1',
      at: '2026-03-01T10:00:00.000Z',
      actorId: 'teacher-1',
      effectiveUserId: null,
      action: 'passwords.reveal',
      subjectIds: ['s1', 's2'],
      schoolId: 'school-1',
      detail: { reason: 'csv' },
      ttl: Date.parse('2026-03-31T10:00:00.000Z') / 1000,
    });
  });

  it('are found by actor (gsi1) and by subject (the table), newest last in key order', () => {
    // Prepare
    const event = auditEventOf(
      {
        actorId: 'staff-1',
        effectiveUserId: 'teacher-9',
        action: 'students.delete',
        subjectIds: ['s1'],
        schoolId: null,
        now,
      },
      730,
      'e2',
    );

    // Act
    const item = auditEvents.toItem(event);
    const line = auditSubjectEntries.toItem({
      subjectId: 's1',
      at: event.at,
      eventId: 'e2',
      actorId: 'staff-1',
      effectiveUserId: 'teacher-9',
      action: 'students.delete',
      schoolId: null,
      ttl: event.ttl,
    });

    // Assess
    expect(item).toMatchObject({
      pk: 'AUDIT#EVENT#e2',
      sk: 'EVENT',
      gsi1pk: 'AUDITACTOR#staff-1',
      gsi1sk: '2026-03-01T10:00:00.000Z#e2',
      effectiveUserId: 'teacher-9',
      ttl: event.ttl,
    });
    expect(line).toMatchObject({
      pk: 'AUDIT#SUBJECT#s1',
      sk: '2026-03-01T10:00:00.000Z#e2',
      entity: 'audit-subject',
      ttl: event.ttl,
    });
  });

  it('refuse an action that is not in the list', () => {
    // Act
    const making = () =>
      auditEventOf({ actorId: 'a', action: 'passwords.print' as never, subjectIds: [], schoolId: null, now }, 1, 'e');

    // Assess
    expect(making).toThrow();
  });
});
