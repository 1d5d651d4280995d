import { randomUUID } from 'node:crypto';
import { applyStudentIdIssues, buildApplyRequest } from '../../../shared/import/apply-plan';
import { computeImportSummary } from '../../../shared/import/summary';
import {
  compareRows,
  createMatchTable,
  makeRow,
  type ImportRow,
  type ImportTableState,
} from '../../../shared/import/table-state';
import { importPrepareRequestSchema, type ExistingUser, type ImportIssue } from '../../../shared/import/types';
import type { SchoolRole } from '../../../shared/import/school-role';
import { DATA_LINK_MESSAGES, type SyncOutcome, type SyncReportEntry } from '../../../shared/schemas/data-link';
import type { Job } from '../../../shared/schemas/jobs';
import type { SessionUser } from '../../../shared/schemas/user';
import type { Roster, RosterPerson } from '../../adapters/data-sources/port';
import {
  getDataLink,
  readSyncedAccounts,
  readSyncReport,
  recordNewSync,
  updateDataLink,
  writeSyncedAccounts,
  writeSyncReport,
  type DataLinkRecord,
} from '../../data/data-links';
import { getJobRecord, publicJob, queueJobAgain } from '../../data/jobs';
import { getSchool } from '../../data/schools';
import { getImportLock, listImportCreations } from '../../data/student-imports';
import { loadSessionUser } from '../../data/users';
import { ConflictError } from '../../platform/errors';
import { TransientError } from '../../platform/transient-error';
import type { JobRunner } from '../../adapters/job-runner/port';
import { RUN_BY_CALLER, runJobOnce, type JobContext, type JobWork } from '../core/jobs/job-work';
import { startAuditedJob } from '../core/jobs/start-audited-job';
import { applySchoolImport } from '../student-import/apply';
import { importApplyWork, type ImportWorkDependencies } from '../student-import/apply-work';
import { loadImportSteps } from '../student-import/import-steps';
import { prepareSchoolImport } from '../student-import/prepare';
import { linkOf, providerOf, syncRunning, type DataSources } from './data-link';
import { icu, translated } from '../../../shared/i18n/text';

/**
 * Sync data (staff-console §2 Data Link, §7 sync): the school's teachers, students, classes and
 * memberships made to match its roster at the data source, through the SMART Tool's engine, so
 * existing accounts are matched (by e-mail, Student ID, names and classes) rather than made
 * twice. Each role is one SMART Tool import (recorded in the school's import history, so it can be
 * undone for 30 days), applied inside this job; accounts an earlier sync brought that the source
 * no longer lists are deleted, and nothing else is.
 */
export async function startSync(
  actor: SessionUser,
  schoolId: string,
  options: { now?: Date; runner: JobRunner; sources: DataSources },
): Promise<{ job: Job }> {
  const now = options.now ?? new Date();
  const link = await linkOf(options.sources, schoolId, now);
  if (link.state !== 'approved' && link.state !== 'ready') throw new ConflictError(DATA_LINK_MESSAGES.accessNotGranted);
  if ((await syncRunning(link, now)) || (await getImportLock(schoolId)))
    throw new ConflictError(DATA_LINK_MESSAGES.syncRunning);
  const started = await startAuditedJob(
    {
      kind: 'data-sync',
      ownerId: actor.id,
      subject: { schoolId, teacherRequestId: randomUUID(), studentRequestId: randomUUID() },
      now,
      failureMessage: DATA_LINK_MESSAGES.syncFailed,
    },
    {
      runner: options.runner,
      async write(job) {
        try {
          await recordNewSync(link, job);
        } catch (error) {
          if (error instanceof Error && error.name === 'TransactionCanceledException')
            throw new ConflictError(DATA_LINK_MESSAGES.syncRunning);
          throw error;
        }
      },
      audit: (job) => ({
        actorId: actor.id,
        action: 'school.data-sync',
        subjectIds: [],
        schoolId,
        detail: { source: link.sourceId, dataId: link.dataId, jobId: job.id },
      }),
    },
  );
  return { job: publicJob(started) };
}

/** The roster's people as the SMART Tool's file rows: names, Student ID (students), e-mail (teachers), class titles. */
function rowsOf(people: readonly RosterPerson[], roster: Roster, role: SchoolRole) {
  const titles = new Map(roster.classes.map((group) => [group.sourcedId, group.title]));
  return importPrepareRequestSchema.parse({
    hasClassColumn: true,
    data: people.map((person, index) => ({
      rowNumber: index + 2,
      firstName: person.givenName,
      lastName: person.familyName || null,
      schoolKey: role === 'student' ? person.identifier : null,
      // Carried through the import's plan untouched: which person each planned account is.
      centralId: person.sourcedId,
      email: role === 'teacher' ? person.email : null,
      classGroups: person.classIds.flatMap((id) => {
        const title = titles.get(id);
        return title ? [title] : [];
      }),
    })),
  });
}

/** The roster person a row of the engine's table stands for (rows are numbered from 2, in the roster's order). */
function personOf(row: ImportRow, people: readonly RosterPerson[]): RosterPerson | undefined {
  return row.record ? people[row.record.rowNumber - 2] : undefined;
}

/**
 * The engine's table with the source's ids taken first: a person an earlier sync made into an
 * account is that account still (whatever the engine made of a changed name), and that account
 * leaves any other row.
 */
function withSourceIdentities(
  state: ImportTableState,
  people: readonly RosterPerson[],
  previously: ReadonlyMap<string, string>,
): ImportTableState {
  const accounts = new Map(state.rows.flatMap((row) => row.users).map((user) => [user.id, user]));
  const wanted = new Map<string, ExistingUser>();
  for (const row of state.rows) {
    const person = personOf(row, people);
    const account = person ? accounts.get(previously.get(person.sourcedId) ?? '') : undefined;
    if (account && !account.otherSchool) wanted.set(row.key, account);
  }
  const claimed = new Set([...wanted.values()].map((user) => user.id));
  const rows = state.rows.flatMap((row): ImportRow[] => {
    const account = wanted.get(row.key);
    if (row.record && account) return [makeRow(row.key, row.record, [account], false)];
    const rest = row.users.filter((user) => !claimed.has(user.id));
    if (rest.length === row.users.length) return [row];
    if (row.record)
      return [makeRow(row.key, rest.length > 0 ? row.record : { ...row.record, certainMatch: null }, rest, false)];
    return rest.length > 0 ? [makeRow(row.key, null, rest, row.markedForDeletion)] : [];
  });
  return { ...state, rows: rows.sort(compareRows) };
}

/** The accounts an earlier sync brought that the source no longer lists, marked for deletion. */
function withDeparted(state: ImportTableState, previouslySynced: ReadonlySet<string>): ImportTableState {
  return {
    ...state,
    rows: state.rows.map((row) =>
      row.record === null && row.users.length === 1 && row.users[0] && previouslySynced.has(row.users[0].id)
        ? makeRow(row.key, null, row.users, true)
        : row,
    ),
  };
}

/**
 * Runs an import's job here, one run, resuming it when an earlier run of this sync left it failed
 * or stopped. A run that failed transiently throws a transient error, so that the sync's step is
 * tried again (and with it this import, from its cursor); a permanent failure throws a permanent one.
 */
async function applyInline(jobId: string, dependencies: ImportWorkDependencies): Promise<void> {
  const job = await getJobRecord(jobId);
  if (!job || job.status === 'succeeded') return;
  // Only this sync runs its imports, and it holds the sync's job: no other run is at work on it.
  if (job.status === 'failed' || job.status === 'running') await queueJobAgain(jobId, new Date());
  const ended = await runJobOnce(jobId, importApplyWork(dependencies));
  if (ended.outcome === 'succeeded') return;
  if (ended.outcome === 'retry' || (ended.outcome === 'failed' && ended.transient))
    throw new TransientError(`The sync's import job ${jobId} stopped on a passing fault`, { cause: ended.cause });
  throw new Error(`The sync's import job ${jobId} did not succeed`, {
    cause: ended.outcome === 'failed' ? ended.cause : undefined,
  });
}

type RoleCounts = { created: number; matched: number; deleted: number };

/** A role's counts, from its rows of the report: added are created, changed and unchanged matched, removed deleted. */
function countsOf(report: readonly SyncReportEntry[], role: SchoolRole): RoleCounts {
  const count = (outcomes: readonly SyncOutcome[]) =>
    report.filter((entry) => entry.role === role && outcomes.includes(entry.outcome)).length;
  return { created: count(['added']), matched: count(['changed', 'unchanged']), deleted: count(['removed']) };
}

/**
 * One role's import: the engine matches the roster to the school's accounts (the source's ids of
 * earlier syncs first), the import is applied here, and which account each person became is kept
 * for the next sync.
 */
async function syncRole(
  owner: SessionUser,
  link: DataLinkRecord,
  roster: Roster,
  role: SchoolRole,
  requestId: string,
  dependencies: ImportWorkDependencies,
): Promise<SyncReportEntry[]> {
  const people = role === 'student' ? roster.students : roster.teachers;
  const previously = await readSyncedAccounts(link.schoolId, role);
  const prepared = await prepareSchoolImport(owner, link.schoolId, role, rowsOf(people, roster, role));
  const choices = { removeOtherClassGroups: false, removeOtherUsersInClassGroups: true };
  const matched = withDeparted(
    withSourceIdentities(createMatchTable(prepared), people, previously),
    new Set(previously.values()),
  );
  // A new student with a Student ID another student of the school has is left out (the SMART Tool's
  // apply refuses it: school-and-family §5), and reported as skipped with the SMART Tool's message.
  const refused = applyStudentIdIssues(matched, buildApplyRequest(matched, choices));
  const refusedRows = new Set(refused.map((issue) => issue.row));
  const state =
    refused.length === 0
      ? matched
      : { ...matched, rows: matched.rows.filter((row) => !row.record || !refusedRows.has(row.record.rowNumber)) };
  const request = buildApplyRequest(state, choices);
  const summary = computeImportSummary(state);
  const started = await applySchoolImport(
    owner,
    link.schoolId,
    role,
    { ...request, requestId, summary },
    { runner: RUN_BY_CALLER },
  );
  await applyInline(started.job.id, dependencies);
  // The import's own plan (an earlier run of this sync may have made it): its n-th user is the
  // n-th creation, and carries the person's source id.
  const [{ steps }, created] = await Promise.all([
    loadImportSteps(started.import.id),
    listImportCreations(started.import.id),
  ]);
  const synced = new Map<string, string>();
  steps.users.forEach((user, index) => {
    const userId = user.matches[0] ?? created.get(index);
    if (user.centralId && userId) synced.set(user.centralId, userId);
  });
  await writeSyncedAccounts(link.schoolId, role, synced);
  return reportOf(role, people, [...refused, ...prepared.warnings], state);
}

const normalised = (values: readonly string[]) =>
  values
    .map((value) => value.trim().toLowerCase())
    .sort()
    .join('\u0001');

/** What changes on a matched account: its name, its Student ID (students) or e-mail (teachers), its classes. */
function changesOf(role: SchoolRole, before: ExistingUser, row: ImportRow): string[] {
  const record = row.record;
  if (!record) return [];
  const changes: string[] = [];
  if (record.firstName !== before.firstName || (record.lastName !== '' && record.lastName !== before.lastName))
    changes.push('name');
  if (role === 'student' && record.schoolKey !== '' && record.schoolKey !== before.schoolKey)
    changes.push('Student ID');
  if (role === 'teacher' && record.email !== '' && record.email.toLowerCase() !== before.email.toLowerCase())
    changes.push('e-mail');
  if (normalised(record.classGroups) !== normalised(before.classGroups)) changes.push('classes');
  return changes;
}

/**
 * The role's rows of the report: each person of the roster added (a new account), changed (what
 * changed) or unchanged; each account the source no longer lists removed; a person the engine
 * left out skipped, with the engine's reason.
 */
function reportOf(
  role: SchoolRole,
  people: readonly RosterPerson[],
  warnings: readonly ImportIssue[],
  state: ImportTableState,
): SyncReportEntry[] {
  const entries: SyncReportEntry[] = [];
  const seen = new Set<number>();
  for (const row of state.rows) {
    const person = personOf(row, people);
    const account = row.users[0];
    if (person && row.record) {
      seen.add(row.record.rowNumber);
      const name = `${person.givenName} ${person.familyName}`.trim();
      if (!account)
        entries.push({ role, sourcedId: person.sourcedId, name, outcome: 'added', reason: 'A new account.' });
      else {
        const changes = changesOf(role, account, row);
        entries.push(
          changes.length > 0
            ? {
                role,
                sourcedId: person.sourcedId,
                name,
                outcome: 'changed',
                reason: `Matched; changed: ${changes.join(', ')}.`,
              }
            : { role, sourcedId: person.sourcedId, name, outcome: 'unchanged', reason: 'Matched; nothing changed.' },
        );
      }
    } else if (row.markedForDeletion && account) {
      entries.push({
        role,
        sourcedId: '',
        name: `${account.firstName} ${account.lastName}`.trim(),
        outcome: 'removed',
        reason: 'No longer listed by the source.',
      });
    }
  }
  people.forEach((person, index) => {
    if (seen.has(index + 2)) return;
    const warning = warnings.find((issue) => issue.row === index + 2);
    entries.push({
      role,
      sourcedId: person.sourcedId,
      name: `${person.givenName} ${person.familyName}`.trim(),
      outcome: 'skipped',
      reason: warning?.message ?? 'The SMART Tool left the row out.',
    });
  });
  return entries;
}

/** The sync job: read the roster, then teachers (so classes get their teachers), then students, then the link is ready. */
export function dataSyncWork(dependencies: ImportWorkDependencies & { sources: DataSources }): JobWork {
  return {
    kind: 'data-sync',
    async run(context: JobContext) {
      const { schoolId = '', teacherRequestId = '', studentRequestId = '' } = context.job.subject;
      const [link, owner, school] = await Promise.all([
        getDataLink(schoolId, { consistent: true }),
        loadSessionUser(context.job.ownerId),
        getSchool(schoolId),
      ]);
      if (!link || link.syncJobId !== context.job.id)
        throw new Error(`The school ${schoolId} is no longer linked for this sync`);
      if (!owner || !school) throw new Error('The school or the staff member who started the sync is gone');
      const provider = providerOf(dependencies.sources, link.sourceId);
      context.line(icu('Reading {school} from {source}…', { school: link.orgName, source: provider.source.name }));
      await context.setTotal(3);
      const roster = await provider.readRoster(link.dataId);
      context.line(
        icu(
          '{source} lists {teachers, plural, one {# teacher} other {# teachers}}, {students, plural, one {# student} other {# students}} and {classes, plural, one {# class} other {# classes}}.',
          {
            source: provider.source.name,
            teachers: roster.teachers.length,
            students: roster.students.length,
            classes: roster.classes.length,
          },
        ),
      );
      const describe = (role: SchoolRole, counts: RoleCounts) =>
        role === 'student'
          ? icu('Students: {created} created, {matched} matched to existing accounts, {deleted} deleted.', counts)
          : icu('Teachers: {created} created, {matched} matched to existing accounts, {deleted} deleted.', counts);
      for (const [role, requestId] of [
        ['teacher', teacherRequestId],
        ['student', studentRequestId],
      ] as const) {
        await context.phase(role, [role], async () => {
          context.line(role === 'student' ? translated('Syncing the students…') : translated('Syncing the teachers…'));
          const report = await syncRole(owner, link, roster, role, requestId, dependencies);
          await writeSyncReport(context.job.id, role, report, context.now());
          const counts = countsOf(report, role);
          context.line(describe(role, counts));
          return {
            [`${role}s created`]: counts.created,
            [`${role}s matched`]: counts.matched,
            [`${role}s deleted`]: counts.deleted,
          };
        });
      }
      await context.phase('finish', ['finish'], async () => {
        const current = await getDataLink(schoolId, { consistent: true });
        if (!current) throw new Error('The link was removed during the sync');
        await writeSyncReport(
          context.job.id,
          'source',
          roster.issues.map((issue) => ({
            role: '',
            sourcedId: issue.sourcedId,
            name: issue.name,
            outcome: issue.outcome,
            reason: `${issue.file}: ${issue.reason}`,
          })),
          context.now(),
        );
        // From the report, which every phase wrote: a resumed sync counts the phases an earlier run did.
        const report = await readSyncReport(context.job.id);
        const totals: Record<string, number> = {};
        for (const entry of report) totals[entry.outcome] = (totals[entry.outcome] ?? 0) + 1;
        await updateDataLink(current, {
          state: 'ready',
          syncJobId: null,
          lastSync: {
            at: context.now().toISOString(),
            jobId: context.job.id,
            teachers: countsOf(report, 'teacher'),
            students: countsOf(report, 'student'),
            report: totals,
          },
        });
        const total = (outcome: SyncOutcome) => totals[outcome] ?? 0;
        context.line(
          icu(
            'Report: {added} added, {changed} changed, {unchanged} unchanged, {removed} removed, {skipped} skipped, {unreadable} not readable.',
            {
              added: total('added'),
              changed: total('changed'),
              unchanged: total('unchanged'),
              removed: total('removed'),
              skipped: total('skipped'),
              unreadable: total('not readable'),
            },
          ),
        );
        context.line(translated('The school now matches its data source.'));
        return {};
      });
      return { schoolId };
    },
  };
}
