import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../../functions/data/audit';
import { auditSentence, type AuditNames } from '../../../functions/domain/core/audit/audit-sentences';
import { inLocale } from '../../../functions/platform/language';

const names: AuditNames = {
  person: (id) => ({ staff: 'Stella Staff (staff@demo.example)', tom: 'Tom Teacher (teacher@demo.example)' })[id] ?? id,
  school: (id) => (id === 'demo-primary' ? 'Demo Primary School' : id),
  app: (id) => ({ '2': 'Maths Quest', '3': 'Science Lab' })[id] ?? id,
};

function event(overrides: Partial<AuditEvent>): AuditEvent {
  return {
    eventId: 'event-1',
    at: '2026-11-01T10:00:00.000Z',
    actorId: 'staff',
    effectiveUserId: null,
    action: 'school.grant',
    subjectIds: [],
    schoolId: 'demo-primary',
    detail: {},
    ttl: 0,
    ...overrides,
  };
}

describe('an audit entry as a sentence', () => {
  it('says what a school grant did: ended, granted until a day, perpetual given or ended', () => {
    const grant = (detail: AuditEvent['detail']) => auditSentence(event({ detail }), 'Granted school access', names);

    expect(grant({ serviceId: '2', kind: 'trial', endDate: null })).toBe(
      'Stella Staff (staff@demo.example) ended the trial of Maths Quest at Demo Primary School.',
    );
    expect(grant({ serviceId: '3', kind: 'subscription', endDate: '2027-01-31T00:00:00.000Z' })).toBe(
      'Stella Staff (staff@demo.example) gave Demo Primary School a subscription to Science Lab until 31/01/2027.',
    );
    expect(grant({ serviceId: '2', kind: 'perpetual', allowed: false })).toBe(
      'Stella Staff (staff@demo.example) ended perpetual access to Maths Quest at Demo Primary School.',
    );
  });

  it('says any other action in its words, with whom it was done to, where, which apps and as whom', () => {
    const sentence = auditSentence(
      event({
        action: 'teacher.password.reset',
        effectiveUserId: 'tom',
        subjectIds: ['tom'],
        subjectCount: 3,
        detail: { serviceId: '3' },
      }),
      "Reset a teacher's password",
      names,
    );

    expect(sentence).toBe(
      "Stella Staff (staff@demo.example), as Tom Teacher (teacher@demo.example), reset a teacher's password: Tom Teacher (teacher@demo.example) (3 in all) at Demo Primary School (Science Lab).",
    );
  });
});

describe("an audit entry's sentence in the reader's language", () => {
  it('says a grant, a trial started for several apps and who acted as whom in the language, names as they are', () => {
    const grant = inLocale('es', () =>
      auditSentence(
        event({ detail: { serviceId: '3', kind: 'subscription', endDate: '2027-01-31T00:00:00.000Z' } }),
        'Granted school access',
        names,
      ),
    );
    const trials = inLocale('fr', () =>
      auditSentence(
        event({
          action: 'teacher.trial.start',
          subjectIds: ['tom'],
          detail: { services: '2,3', expiry: '2027-02-01T00:00:00.000Z' },
        }),
        'Started teacher trials',
        names,
      ),
    );
    const other = inLocale('zh-Hans', () =>
      auditSentence(
        event({ action: 'teacher.password.reset', effectiveUserId: 'tom', subjectIds: ['tom'], subjectCount: 3 }),
        "Reset a teacher's password",
        names,
      ),
    );

    expect(grant).toBe(
      'Stella Staff (staff@demo.example) dio a Demo Primary School una suscripción a Science Lab hasta el 31/01/2027.',
    );
    expect(trials).toBe(
      'Stella Staff (staff@demo.example) a lancé des essais de Maths Quest et Science Lab pour Tom Teacher (teacher@demo.example) jusqu’au 01/02/2027.',
    );
    expect(other).toContain('Stella Staff (staff@demo.example)（代表 Tom Teacher (teacher@demo.example)）');
    expect(other).toContain('（共 3 人）');
  });
});

describe("an audit action's words in the reader's language", () => {
  it("names the action in the language, on a child's data page as in the log", async () => {
    const { auditActionInWords } = await import('../../../functions/domain/core/audit/audit-log');

    expect(auditActionInWords('students.delete')).toBe('Deleted students');
    expect(inLocale('es', () => auditActionInWords('students.delete'))).toBe('Eliminó alumnos');
    expect(
      inLocale('ar', () =>
        auditSentence(event({ action: 'students.delete', schoolId: null }), 'Deleted students', names),
      ),
    ).toBe('Stella Staff (staff@demo.example): حذف طلابًا.');
  });
});
