import { dataSourceProviders } from '../../functions/adapters/data-sources';
import { passwordBox } from '../../functions/adapters/secret-box';
import { mailSender, siteUrl } from '../../functions/adapters/mail';
import type { SignInDirectory } from '../../functions/adapters/sign-in-directory/port';
import { createDataLink, getDataLink } from '../../functions/data/data-links';
import { putSchools } from '../../functions/data/schools';
import { loadSessionUser } from '../../functions/data/users';
import { RUN_BY_CALLER, runJob } from '../../functions/domain/core/jobs/job-work';
import { dataSyncWork, startSync } from '../../functions/domain/data-link/sync';
import type { School } from '../../shared/schemas/schools';
import { DEMO_SCHOOL_BASE } from './schools';

/** Bayview College: linked to the Demo SIS and synced by the seed, so its Data Link shows a ready link with a report. */
export const DEMO_SYNCED_SCHOOL_ID = 'demo-bayview';

const BAYVIEW: School = {
  ...DEMO_SCHOOL_BASE,
  id: DEMO_SYNCED_SCHOOL_ID,
  name: 'Bayview College',
  address: '88 Bay Road',
  city: 'Melbourne',
  postcode: '3000',
  phone: null,
  stateId: 'AU-VIC',
  code: 'AU0000006',
  administrators: [],
};

/**
 * The Data Link demo (idempotent): Bayview College linked to its Demo SIS record, access granted
 * an hour ago, and synced once by the staff demo account through the real sync job (its two
 * teachers and 24 students made through the SMART Tool), unless a sync has finished already.
 */
export async function seedDemoDataLink(staffId: string, directory: SignInDirectory, now: Date): Promise<void> {
  if ((await getDataLink(DEMO_SYNCED_SCHOOL_ID))?.lastSync) return;
  await putSchools([BAYVIEW]);
  const requestedAt = new Date(now.getTime() - 60 * 60 * 1000).toISOString();
  if (!(await getDataLink(DEMO_SYNCED_SCHOOL_ID))) {
    await createDataLink({
      schoolId: DEMO_SYNCED_SCHOOL_ID,
      sourceId: 'demo-sis',
      dataId: 'demo-sis-bayview',
      orgName: 'Bayview College',
      state: 'approved',
      linkedAt: requestedAt,
      contact: { firstName: 'Bea', lastName: 'Bayview', email: 'office@bayview.example', phone: null, notes: null },
      requestedAt,
      syncJobId: null,
      lastSync: null,
    });
  }
  const staff = await loadSessionUser(staffId);
  if (!staff) throw new Error('The staff demo account is missing');
  const { job } = await startSync(staff, DEMO_SYNCED_SCHOOL_ID, {
    now,
    runner: RUN_BY_CALLER,
    sources: dataSourceProviders(),
  });
  const finished = await runJob(
    job.id,
    dataSyncWork({
      directory,
      mail: mailSender(),
      siteUrl: siteUrl(),
      passwords: passwordBox,
      sources: dataSourceProviders(),
    }),
  );
  if (finished?.status !== 'succeeded')
    throw new Error(`The demo sync of Bayview College did not succeed: ${finished?.lines.join(' / ') ?? 'not run'}`);
}
