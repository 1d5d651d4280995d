import { beforeAll, describe, expect, it } from 'vitest';
import { actingAsEndpoints } from '../../shared/api/endpoints/acting-as';
import { appLaunchEndpoints } from '../../shared/api/endpoints/app-launch';
import { childrenEndpoints } from '../../shared/api/endpoints/children';
import { vouchersEndpoints } from '../../shared/api/endpoints/vouchers';
import { DEMO_VOUCHER_CODES } from '../../bin/seed/vouchers';
import { jobsEndpoints } from '../../shared/api/endpoints/jobs';
import { exportFiles } from '../../functions/adapters/export-files';
import { putUserService } from '../../functions/data/user-services';
import { freshAccount } from './support/accounts';
import { callEndpoint } from './support/call-endpoint';
import { useLocalTable } from './support/local-table';
import { everyItem, type TableItem } from './support/table-scan';
import { signInAs, uniqueFirstName } from './support/managed-accounts';
import { settledJob } from './support/jobs';
import { portal } from './support/portal-client';
import { homeSubscription } from './support/user-services';

const MATHS_QUEST = '2';
const AUDIT_ENTITIES = new Set(['audit-event', 'audit-subject']);
/** One-time tickets expire on their own within minutes (DynamoDB Local never deletes them). */
const SHORT_LIVED_SECONDS = 60 * 60;

type Item = TableItem;

function expiresSoon(item: Item, nowSeconds: number): boolean {
  return typeof item['ttl'] === 'number' && item['ttl'] <= nowSeconds + SHORT_LIVED_SECONDS;
}

describe('deleting a child removes everything it owned', () => {
  beforeAll(() => useLocalTable());

  it('leaves no item naming the child but the audit trail, which keeps the id and loses the name', async () => {
    // Prepare: a child who signed in, was acted as, launched an app, had a subscription and a password change.
    const family = await freshAccount('parent');
    const firstName = uniqueFirstName();
    const created = await callEndpoint(childrenEndpoints.createChild, { body: { firstName }, as: family.as });
    const child = created.data.child;
    await putUserService(child.id, homeSubscription(MATHS_QUEST));
    await putUserService(family.user.id, homeSubscription(MATHS_QUEST, { grantedByChildId: child.id }));
    const childSession = await signInAs(child.username, child.password ?? '');
    const childAs = { token: childSession.idToken ?? '' };
    const ticket = await callEndpoint(appLaunchEndpoints.createLaunchTicket, {
      as: childAs,
      body: { serviceId: MATHS_QUEST, relayState: null },
    });
    expect(ticket.status).toBe(201);
    const launched = await fetch(`${portal().url}/api/saml2/idp/launch`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ticket: ticket.data.ticket }).toString(),
    });
    expect(launched.status).toBe(200);
    await callEndpoint(childrenEndpoints.setChildPassword, {
      params: { childId: child.id },
      body: { password: 'Orange-Kite-Pillow-42' },
      as: family.as,
    });
    const acting = await callEndpoint(childrenEndpoints.startActingAsChild, {
      params: { childId: child.id },
      as: family.as,
    });
    expect(acting.status).toBe(201);
    await callEndpoint(actingAsEndpoints.endActingAs, { as: family.as, actAs: acting.data.grant.secret });
    const shared = await callEndpoint(childrenEndpoints.setChildAppSharing, {
      params: { childId: child.id, serviceId: MATHS_QUEST },
      body: { nameSharing: 'firstName', blocked: false },
      as: family.as,
    });
    expect(shared.status).toBe(200);
    const claimed = await callEndpoint(vouchersEndpoints.claimVoucher, {
      query: { user: child.id },
      body: { voucher: DEMO_VOUCHER_CODES.reading },
      as: family.as,
    });
    expect(claimed.status).toBe(200);

    const download = await callEndpoint(childrenEndpoints.startChildDataExport, {
      params: { childId: child.id },
      as: family.as,
    });
    expect(download.status).toBe(202);
    expect((await settledJob(download.data.job.id, family.as)).status).toBe('succeeded');
    expect(
      (await callEndpoint(jobsEndpoints.getJobFile, { params: { jobId: download.data.job.id }, as: family.as })).status,
    ).toBe(200);
    const namedBefore = (await everyItem()).filter((item) => JSON.stringify(item).includes(child.id));
    expect(namedBefore.map((item) => item['entity'])).toEqual(
      expect.arrayContaining([
        'user',
        'app-launch',
        'app-use',
        'sign-in-event',
        'audit-event',
        'voucher-claim',
        'acting-as-grant',
      ]),
    );

    // Act
    const answer = await callEndpoint(childrenEndpoints.deleteChildren, {
      body: { childIds: [child.id] },
      as: family.as,
    });

    // Assess
    expect(answer.status).toBe(200);
    const nowSeconds = Math.floor(Date.now() / 1000);
    const items = await everyItem();
    const naming = items.filter((item) => JSON.stringify(item).includes(child.id) && !expiresSoon(item, nowSeconds));
    expect(
      naming.filter((item) => !AUDIT_ENTITIES.has(String(item['entity']))).map((item) => [item['entity'], item['pk']]),
    ).toEqual([]);
    expect(naming.some((item) => item['entity'] === 'audit-event' && item['action'] === 'children.delete')).toBe(true);
    // Its username stays taken (no app that knew the child by it meets someone else under it), unowned.
    const byName = items.filter((item) => JSON.stringify(item).toLowerCase().includes(firstName.toLowerCase()));
    expect(byName.map((item) => [item['entity'], item['pk']])).toEqual([
      ['username', `USERNAME#${child.username.toLowerCase()}`],
    ]);
    expect(byName[0]).not.toHaveProperty('userId');
    // Its download went with it: the job and the ZIP.
    const file = await callEndpoint(jobsEndpoints.getJobFile, {
      params: { jobId: download.data.job.id },
      as: family.as,
    });
    expect(file.status).toBe(404);
    expect(await exportFiles().fileExists(download.data.job.id)).toBe(false);
    const refused = await callEndpoint(childrenEndpoints.listChildren, { as: childAs });
    expect([refused.status, refused.errors[0]?.detail]).toEqual([401, 'This account has been deleted.']);
  });
});
