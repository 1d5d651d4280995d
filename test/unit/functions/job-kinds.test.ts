import { describe, expect, it } from 'vitest';
import { JOB_KINDS } from '../../../functions/domain/job-kinds/job-kinds';
import { newJobRecord, type JobRecord } from '../../../functions/data/jobs';
import { ForbiddenError, NotFoundError } from '../../../functions/platform/errors';
import type { JobKind } from '../../../shared/schemas/jobs';
import { aUser } from '../rules/fixtures';

const NOW = new Date('2026-12-01T09:00:00.000Z');
const schools = new Map([
  ['school-1', 'Wattle Creek Public School'],
  ['school-2', 'Banksia Primary'],
]);
const context = { school: (id: string | undefined) => (id ? (schools.get(id) ?? `School ${id}`) : 'A school') };

function aJob(kind: JobKind, subject: Record<string, string>, status: JobRecord['status'] = 'succeeded'): JobRecord {
  const job = newJobRecord({ id: 'job-1', kind, ownerId: 'staff-1', subject, runId: '', now: NOW, failureMessage: '' });
  return { ...job, status };
}

describe('job kinds on the Jobs list', () => {
  it('tells each job what it works on in its kind’s own words', async () => {
    // Prepare
    const jobs: [JobRecord, string][] = [
      [aJob('data-sync', { schoolId: 'school-1' }), 'Wattle Creek Public School from its data source'],
      [
        aJob('school-merge', { keepSchoolId: 'school-1', deleteSchoolId: 'gone-9' }),
        'School gone-9 merged into Wattle Creek Public School',
      ],
      [aJob('data-export', { personName: 'Mia Lee', fileName: 'mia-data.zip' }), "Mia Lee's data: mia-data.zip"],
      [aJob('data-export', {}), "A person's data: data.zip"],
      [
        aJob('inactive-students', { trigger: 'staff', signedInBefore: '2024-01-01T00:00:00.000Z' }),
        'Students not signed in since 2024-01-01',
      ],
      [
        aJob('inactive-students', {
          trigger: 'schedule',
          signedInBefore: '2023-12-06T00:00:00.000Z',
          neverSignedInCreatedBefore: '2025-12-06T00:00:00.000Z',
        }),
        'Students not signed in since 2023-12-06 (never signed in: made before 2025-12-06)',
      ],
      [aJob('export', { report: 'email-list', fileName: 'emails.csv' }), 'E-mail list: emails.csv'],
      [aJob('export', { report: 'weekly-user-status', fileName: 'w.csv' }), 'Weekly User Status: w.csv'],
      [aJob('export', { report: 'crm-unlinked-school-logins' }), 'CRM-unlinked school logins: export.csv'],
      [aJob('export', { report: 'no-such-report', fileName: 'x.csv' }), 'Export: x.csv'],
      [aJob('print-documents', { fileName: 'Year 7 login cards.pdf' }), 'Year 7 login cards.pdf'],
    ];

    // Act
    const told = await Promise.all(jobs.map(([job]) => JOB_KINDS[job.kind].describe(job, context)));

    // Assess
    expect(told).toEqual(jobs.map(([, words]) => words));
  });

  it('offers an export’s file only to those who hold its tab’s permission, and nothing for other kinds', async () => {
    // Prepare
    const file = JOB_KINDS.export.file;
    const statsStaff = aUser({ id: 'staff-1', staffRoles: [{ code: 'stats.read', context: null }] });
    const weekly = aJob('export', { report: 'weekly-user-status' });

    // Act
    const [allowed, refused, unknown] = await Promise.all([
      file?.refusal(statsStaff, weekly, false),
      file?.refusal(statsStaff, aJob('export', { report: 'email-list' }), false),
      file?.refusal(statsStaff, aJob('export', { report: 'no-such-report' }), false),
    ]);

    // Assess
    expect(file?.defaultName).toBe('export.csv');
    expect(allowed).toBeNull();
    expect(refused).toBeInstanceOf(ForbiddenError);
    expect(unknown).toBeInstanceOf(NotFoundError);
    expect(JOB_KINDS['data-export'].file?.defaultName).toBe('data.zip');
    const withFiles = (Object.keys(JOB_KINDS) as JobKind[]).filter((kind) => JOB_KINDS[kind].file);
    expect(withFiles.sort()).toEqual(['data-export', 'export', 'print-documents']);
    expect(JOB_KINDS['print-documents'].file?.defaultName).toBe('document.pdf');
  });

  it('refuses a person’s data to anyone acting as another account before reading anything', async () => {
    // Prepare
    const parent = aUser({ id: 'parent-1', homeRole: 'parent' });

    // Act
    const refusal = await JOB_KINDS['data-export'].file?.refusal(parent, aJob('data-export', { personId: 'c' }), true);

    // Assess
    expect(refusal).toBeInstanceOf(ForbiddenError);
  });
});
