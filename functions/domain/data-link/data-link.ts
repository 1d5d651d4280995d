import { ADMIN_SCHOOL_MESSAGES } from '../../../shared/schemas/admin-schools';
import {
  DATA_LINK_MESSAGES,
  type DataLink,
  type DataLinkContact,
  type DataLinkResponse,
  type DataSourceOrg,
  type SyncOutcome,
} from '../../../shared/schemas/data-link';
import type { SessionUser } from '../../../shared/schemas/user';
import type { DataSourceProvider } from '../../adapters/data-sources/port';
import {
  createDataLink,
  DataLinkRefusedError,
  getDataLink,
  readSyncReport,
  removeDataLink,
  updateDataLink,
  type DataLinkRecord,
} from '../../data/data-links';
import { getJobRecord } from '../../data/jobs';
import { getSchool } from '../../data/schools';
import { ConflictError, fieldPointer, NotFoundError, ValidationError } from '../../platform/errors';
import type { FileAnswer } from '../core/files/file-answer';
import { spreadsheetCsv } from '../../platform/spreadsheet-csv';
import { recordAudit } from '../core/audit/audit';
import { isStalled } from '../core/jobs/job-work';

function invalid(field: string, detail: string): ValidationError {
  return new ValidationError([
    { status: '422', code: 'validation', detail, source: { pointer: fieldPointer([field]) } },
  ]);
}

async function existingSchool(schoolId: string): Promise<void> {
  if (!(await getSchool(schoolId))) throw new NotFoundError(ADMIN_SCHOOL_MESSAGES.schoolNotFound);
}

/** The data sources schools can be linked to (the handler gives them: adapters/data-sources). */
export type DataSources = readonly DataSourceProvider[];

function sourceProvider(sources: DataSources, sourceId: string): DataSourceProvider | null {
  return sources.find((provider) => provider.source.id === sourceId) ?? null;
}

export function providerOf(sources: DataSources, sourceId: string, field = 'dataSource'): DataSourceProvider {
  const provider = sourceProvider(sources, sourceId);
  if (!provider) throw invalid(field, DATA_LINK_MESSAGES.unknownSource);
  return provider;
}

function publicLink(record: DataLinkRecord, provider: DataSourceProvider): DataLink {
  const { schoolId: _schoolId, sourceId: _sourceId, ...shown } = record;
  return { ...shown, source: provider.source };
}

/** The school's link, its data source's answer taken in: a pending request the source has since granted is approved. */
async function currentLink(sources: DataSources, schoolId: string, now: Date): Promise<DataLinkRecord | null> {
  const link = await getDataLink(schoolId, { consistent: true });
  if (!link || link.state !== 'pending' || !link.requestedAt) return link;
  const provider = sourceProvider(sources, link.sourceId);
  if (!provider || !(await provider.accessGranted(link.dataId, new Date(link.requestedAt), now))) return link;
  try {
    return await updateDataLink(link, { state: 'approved' });
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException')
      return getDataLink(schoolId, { consistent: true });
    throw error;
  }
}

/** What the Data Link section shows: the link as stored (or none) and the sources it could be linked to. */
function responseOf(sources: DataSources, link: DataLinkRecord | null): DataLinkResponse {
  const provider = link ? sourceProvider(sources, link.sourceId) : null;
  return {
    dataLink: link && provider ? publicLink(link, provider) : null,
    sources: sources.map((candidate) => candidate.source),
  };
}

/** GET …/data-link: the school's link (or none) and the sources it could be linked to. */
export async function schoolDataLink(
  sources: DataSources,
  schoolId: string,
  now = new Date(),
): Promise<DataLinkResponse> {
  await existingSchool(schoolId);
  return responseOf(sources, await currentLink(sources, schoolId, now));
}

/** The linker's search (staff-console §4, §5): the source's schools of a postcode, narrowed by name. */
export async function searchSourceOrgs(
  sources: DataSources,
  schoolId: string,
  sourceId: string,
  query: { postcode: string; name?: string | undefined },
): Promise<{ orgs: DataSourceOrg[] }> {
  await existingSchool(schoolId);
  const provider = sourceProvider(sources, sourceId);
  if (!provider) throw new NotFoundError(DATA_LINK_MESSAGES.unknownSource);
  return { orgs: await provider.searchOrgs({ postcode: query.postcode, name: query.name || null }) };
}

/** Link to {source} (§7 link-to): the school and the source's school, one each; state linked. */
export async function linkSchoolToSource(
  sources: DataSources,
  actor: SessionUser,
  schoolId: string,
  input: { dataSource: string; dataId: string },
  now = new Date(),
): Promise<DataLinkResponse> {
  await existingSchool(schoolId);
  const provider = providerOf(sources, input.dataSource);
  const org = await provider.findOrg(input.dataId);
  if (!org) throw invalid('dataId', DATA_LINK_MESSAGES.unknownOrg);
  const record: DataLinkRecord = {
    schoolId,
    sourceId: provider.source.id,
    dataId: org.id,
    orgName: org.name,
    state: 'linked',
    linkedAt: now.toISOString(),
    contact: null,
    requestedAt: null,
    syncJobId: null,
    lastSync: null,
  };
  try {
    await createDataLink(record);
  } catch (error) {
    if (!(error instanceof DataLinkRefusedError)) throw error;
    throw new ConflictError(
      error.refusal === 'school-linked' ? DATA_LINK_MESSAGES.alreadyLinked : DATA_LINK_MESSAGES.orgTaken,
    );
  }
  await recordAudit({
    actorId: actor.id,
    action: 'school.data-link',
    subjectIds: [],
    schoolId,
    detail: { change: 'link', source: record.sourceId, dataId: record.dataId },
    now,
  });
  return responseOf(sources, record);
}

async function linkOf(sources: DataSources, schoolId: string, now: Date): Promise<DataLinkRecord> {
  await existingSchool(schoolId);
  const link = await currentLink(sources, schoolId, now);
  if (!link) throw new ConflictError(DATA_LINK_MESSAGES.notLinked);
  return link;
}

/** Request access (§7 request-data-access): the contact is kept; the state is pending until the source grants it. */
export async function requestDataAccess(
  sources: DataSources,
  actor: SessionUser,
  schoolId: string,
  contact: DataLinkContact,
  now = new Date(),
): Promise<DataLinkResponse> {
  const link = await linkOf(sources, schoolId, now);
  if (link.state === 'approved' || link.state === 'ready')
    throw new ConflictError(DATA_LINK_MESSAGES.accessGrantedAlready);
  const provider = providerOf(sources, link.sourceId);
  const granted = await provider.accessGranted(link.dataId, now, now);
  let saved: DataLinkRecord;
  try {
    saved = await updateDataLink(link, {
      contact,
      requestedAt: now.toISOString(),
      state: granted ? 'approved' : 'pending',
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException')
      throw new ConflictError(DATA_LINK_MESSAGES.linkChanged);
    throw error;
  }
  await recordAudit({
    actorId: actor.id,
    action: 'school.data-link',
    subjectIds: [],
    schoolId,
    detail: { change: 'request-access', source: link.sourceId, dataId: link.dataId },
    now,
  });
  return responseOf(sources, saved);
}

/** Whether the link's sync job is still at work (not finished, not stalled). */
export async function syncRunning(link: DataLinkRecord, now: Date): Promise<boolean> {
  if (!link.syncJobId) return false;
  const job = await getJobRecord(link.syncJobId);
  return job !== null && (job.status === 'queued' || job.status === 'running') && !isStalled(job, now);
}

/** Unlink: the school and the source's school part; the accounts synced stay. Refused while a sync runs. */
export async function unlinkSchool(
  sources: DataSources,
  actor: SessionUser,
  schoolId: string,
  now = new Date(),
): Promise<DataLinkResponse> {
  const link = await linkOf(sources, schoolId, now);
  if (await syncRunning(link, now)) throw new ConflictError(DATA_LINK_MESSAGES.syncRunning);
  await removeDataLink(link);
  await recordAudit({
    actorId: actor.id,
    action: 'school.data-link',
    subjectIds: [],
    schoolId,
    detail: { change: 'unlink', source: link.sourceId, dataId: link.dataId },
    now,
  });
  return responseOf(sources, null);
}

export { linkOf };

const OUTCOME_ORDER: readonly SyncOutcome[] = ['not readable', 'skipped', 'removed', 'added', 'changed', 'unchanged'];

/** GET …/data-link/report: the last sync's report, what needs a look first (not readable, skipped, removed), then by role and name. */
export async function syncReportCsv(sources: DataSources, schoolId: string, now = new Date()): Promise<FileAnswer> {
  const link = await linkOf(sources, schoolId, now);
  if (!link.lastSync) throw new NotFoundError(DATA_LINK_MESSAGES.noReport);
  const entries = (await readSyncReport(link.lastSync.jobId)).sort(
    (a, b) =>
      OUTCOME_ORDER.indexOf(a.outcome) - OUTCOME_ORDER.indexOf(b.outcome) ||
      a.role.localeCompare(b.role) ||
      a.name.localeCompare(b.name),
  );
  const body = spreadsheetCsv(
    entries.map((entry) => ({ ...entry, role: entry.role || 'source file' })),
    [
      { key: 'role', header: 'Role' },
      { key: 'sourcedId', header: 'Source id' },
      { key: 'name', header: 'Name' },
      { key: 'outcome', header: 'Outcome' },
      { key: 'reason', header: 'Reason' },
    ],
  );
  return { body, filename: `sync-report-${schoolId}-${link.lastSync.at.slice(0, 10)}.csv` };
}
