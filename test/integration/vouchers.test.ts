import { beforeAll, describe, expect, inject, it } from 'vitest';
import { childrenEndpoints } from '../../shared/api/endpoints/children';
import { jobsEndpoints } from '../../shared/api/endpoints/jobs';
import { vouchersEndpoints } from '../../shared/api/endpoints/vouchers';
import { TEACHER_CANNOT_CLAIM, STUDENT_CANNOT_CLAIM } from '../../shared/rules/activation-codes';
import { FAMILY_MESSAGES } from '../../shared/schemas/children';
import {
  partialBatchWarning,
  VOUCHER_CODE_ALPHABET,
  VOUCHER_MESSAGES,
  voucherGenerateSchema,
  type VoucherGenerateRequest,
} from '../../shared/schemas/vouchers';
import { DEMO_VOUCHER_CODES } from '../../bin/seed/vouchers';
import { userServices } from '../../functions/data/user-services';
import { getSubscription } from '../../functions/data/user-subscriptions';
import { getVoucher } from '../../functions/data/vouchers';
import { auditOf } from './support/audit';
import { freshAccount } from './support/accounts';
import { callEndpoint } from './support/call-endpoint';
import { useLocalTable } from './support/local-table';
import { uniqueFirstName } from './support/managed-accounts';
import { csvRows } from '../support/csv-rows';
import { eventually } from './support/payments';
import { settledJob } from './support/jobs';
import { PERMANENT_FAULT_DETAIL, QUICK_RETRY, refusedOnce, throttledTwice } from './support/job-faults';
import { EXPORT_WARNING_HEADER } from '../../shared/api/export-warning-header';
import { loadSessionUser } from '../../functions/data/users';
import { RUN_BY_CALLER, runJob } from '../../functions/domain/core/jobs/job-work';
import {
  generateVouchers as generateVouchersNow,
  voucherGenerationWork,
} from '../../functions/domain/vouchers/generate';

const { generateVouchers, listVoucherBatches, exportVoucherBatch, claimVoucher } = vouchersEndpoints;
const DAY_MS = 86_400_000;

function generation(fields: Partial<VoucherGenerateRequest> = {}): VoucherGenerateRequest {
  return {
    services: ['2'],
    count: 30,
    prefix: 'TEST-',
    randomLength: 16,
    months: 6,
    days: null,
    maxClaims: 1,
    expiry: null,
    voucherBatchDescription: `Test batch ${Date.now()}`,
    voucherBatchCode: null,
    voucherBatchDealer: null,
    voucherBatchRetailer: null,
    voucherBatchEmailViewName: null,
    ...fields,
  };
}

/** Generates a batch as the demo staff member and waits for its job to finish. */
async function generatedBatch(fields: Partial<VoucherGenerateRequest> = {}) {
  const answer = await callEndpoint(generateVouchers, { body: generation(fields), as: 'staff' });
  expect(answer.errors).toEqual([]);
  expect(answer.status).toBe(201);
  const { voucherBatch, job } = answer.data;
  await eventually(
    async () => (await callEndpoint(jobsEndpoints.getJob, { params: { jobId: job.id }, as: 'staff' })).data.job,
    (current) => expect(current.status).toBe('succeeded'),
    30_000,
  );
  const csv = await callEndpoint(exportVoucherBatch, { params: { voucherBatchId: voucherBatch.id }, as: 'staff' });
  return { voucherBatch, job, rows: csvRows(String(csv.raw)) };
}

describe('activation codes', () => {
  beforeAll(() => useLocalTable());

  describe('Generate Vouchers', () => {
    it('makes the batch by a job: unique codes of the prefix and the look-alike-free alphabet, listed and exported', async () => {
      const { voucherBatch, rows } = await generatedBatch({ count: 60, prefix: 'shop-', randomLength: 20 });

      const codes = rows.slice(1).map((row) => row[0] ?? '');
      expect(rows[0]).toEqual(['Code', 'Apps', 'Months', 'Days', 'Claims allowed', 'Claims made', 'Expiry', 'Batch']);
      expect(codes).toHaveLength(60);
      expect(new Set(codes).size).toBe(60);
      for (const code of codes) expect(code).toMatch(new RegExp(`^SHOP-[${VOUCHER_CODE_ALPHABET}]{20}$`));
      expect(rows[1]?.slice(1, 6)).toEqual(['Maths Quest', '6', '', '1', '0']);
      const listed = await callEndpoint(listVoucherBatches, { as: 'staff' });
      expect(listed.data.voucherBatches[0]).toMatchObject({ id: voucherBatch.id, count: 60, prefix: 'SHOP-' });
      expect(listed.data.dealers.map((dealer) => dealer.id)).toContain('dealer-edutech');
      const generatedBy = await auditOf(inject('demo').userIds.staff, 'vouchers.generate');
      expect(generatedBy.some((event) => event.detail['voucherBatchId'] === voucherBatch.id)).toBe(true);
    });

    it('keeps days instead of months, a retailer instead of its dealer, and the e-mail view name', async () => {
      const answer = await callEndpoint(generateVouchers, {
        body: generation({
          count: 1,
          months: 3,
          days: 10,
          voucherBatchDealer: 'dealer-edutech',
          voucherBatchRetailer: 'retailer-city-books',
          voucherBatchEmailViewName: ' spring-promo ',
        }),
        as: 'staff',
      });
      expect(answer.data.voucherBatch).toMatchObject({
        months: null,
        days: 10,
        dealer: null,
        retailer: 'retailer-city-books',
        emailViewName: 'spring-promo',
      });
    });

    it("refuses each invalid field with §5's words, and makes nothing", async () => {
      const cases: [Partial<VoucherGenerateRequest>, string][] = [
        [{ services: [] }, VOUCHER_MESSAGES.noServices],
        [{ services: ['5'] }, VOUCHER_MESSAGES.serviceNotSold],
        [{ services: ['6'] }, VOUCHER_MESSAGES.serviceNotSold],
        [{ count: 0 }, VOUCHER_MESSAGES.minimumOne],
        [{ count: 10_001 }, VOUCHER_MESSAGES.tooMany],
        [{ randomLength: 15 }, VOUCHER_MESSAGES.randomLengthMinimum],
        [{ maxClaims: 0 }, VOUCHER_MESSAGES.minimumOne],
        [{ voucherBatchDescription: '  ' }, VOUCHER_MESSAGES.descriptionRequired],
        [{ expiry: '31/12/2030' }, VOUCHER_MESSAGES.invalidExpiryFormat],
        [{ expiry: '2030-02-30' }, VOUCHER_MESSAGES.invalidDate],
        [{ expiry: new Date(Date.now() - DAY_MS).toISOString().slice(0, 10) }, VOUCHER_MESSAGES.expiryPast],
        [{ voucherBatchRetailer: 'retailer-nowhere' }, VOUCHER_MESSAGES.unknownRetailer],
      ];
      const before = (await callEndpoint(listVoucherBatches, { as: 'staff' })).data.voucherBatches.length;
      for (const [fields, message] of cases) {
        const answer = await callEndpoint(generateVouchers, { body: generation(fields), as: 'staff' });
        expect([answer.status, answer.errors[0]?.detail], JSON.stringify(fields)).toEqual([422, message]);
      }
      expect((await callEndpoint(listVoucherBatches, { as: 'staff' })).data.voucherBatches.length).toBe(before);
    });

    it('is for staff with voucher.generate only', async () => {
      for (const account of ['teleStaff', 'personal', 'teacher'] as const) {
        expect((await callEndpoint(generateVouchers, { body: generation(), as: account })).status, account).toBe(403);
        expect((await callEndpoint(listVoucherBatches, { as: account })).status, account).toBe(403);
      }
      expect((await callEndpoint(exportVoucherBatch, { params: { voucherBatchId: 'nope' }, as: 'staff' })).status).toBe(
        404,
      );
    });
  });

  describe('claiming a code', () => {
    it('gives a personal account the months of the code, once; the code typed in lower case works', async () => {
      const { rows } = await generatedBatch({ count: 1, maxClaims: 5, months: 6 });
      const code = rows[1]?.[0] ?? '';
      const account = await freshAccount('home');

      const answer = await callEndpoint(claimVoucher, { body: { voucher: ` ${code.toLowerCase()} ` }, as: account.as });
      const again = await callEndpoint(claimVoucher, { body: { voucher: code }, as: account.as });

      expect(answer.data.userSubscription).toMatchObject({ serviceId: '2', userId: account.user.id });
      const stored = await getSubscription(account.user.id, '2');
      expect(stored).toMatchObject({
        source: 'voucher',
        state: 'active',
        voucherCode: code,
        payerUserId: account.user.id,
      });
      const days = (Date.parse(stored?.end ?? '') - Date.now()) / DAY_MS;
      expect(days).toBeGreaterThan(180);
      expect(days).toBeLessThan(186);
      expect(await userServices.get({ userId: account.user.id, serviceId: '2' })).toMatchObject({
        type: 'subscription',
        expiry: stored?.end,
      });
      expect([again.status, again.errors[0]?.detail]).toEqual([409, VOUCHER_MESSAGES.alreadyClaimed]);
      expect((await getVoucher(code))?.claims).toBe(1);
      expect((await auditOf(account.user.id, 'voucher.claim')).length).toBe(1);
    });

    it('lets a parent claim for their own child (the parent sees the access too), and not for another family’s', async () => {
      const parent = await freshAccount('parent');
      const child = (
        await callEndpoint(childrenEndpoints.createChild, { body: { firstName: uniqueFirstName() }, as: parent.as })
      ).data.child;
      const stranger = await freshAccount('parent');

      const answer = await callEndpoint(claimVoucher, {
        query: { user: child.id },
        body: { voucher: DEMO_VOUCHER_CODES.reading },
        as: parent.as,
      });
      const refused = await callEndpoint(claimVoucher, {
        query: { user: child.id },
        body: { voucher: DEMO_VOUCHER_CODES.reading },
        as: stranger.as,
      });

      expect(answer.data.userSubscription).toMatchObject({ serviceId: '1', userId: child.id });
      expect(await userServices.get({ userId: parent.user.id, serviceId: '1' })).toMatchObject({
        grantedByChildId: child.id,
      });
      expect([refused.status, refused.errors[0]?.detail]).toEqual([404, FAMILY_MESSAGES.childNotFound]);
    });

    it('extends a running code subscription from its end', async () => {
      const account = await freshAccount('home');
      const { rows } = await generatedBatch({ count: 2, days: 10, months: null });
      await callEndpoint(claimVoucher, { body: { voucher: rows[1]?.[0] ?? '' }, as: account.as });
      await callEndpoint(claimVoucher, { body: { voucher: rows[2]?.[0] ?? '' }, as: account.as });
      const days = (Date.parse((await getSubscription(account.user.id, '2'))?.end ?? '') - Date.now()) / DAY_MS;
      expect(Math.round(days)).toBe(20);
    });

    it("answers the spec's messages: blank, unknown, expired, an app now free (410), teachers, students and child accounts", async () => {
      const account = await freshAccount('home');
      const blank = await callEndpoint(claimVoucher, { body: { voucher: '   ' }, as: account.as });
      const unknown = await callEndpoint(claimVoucher, { body: { voucher: 'NOT-A-CODE' }, as: account.as });
      const expired = await callEndpoint(claimVoucher, {
        body: { voucher: DEMO_VOUCHER_CODES.expired },
        as: account.as,
      });
      const nowFree = await callEndpoint(claimVoucher, {
        body: { voucher: DEMO_VOUCHER_CODES.nowFree },
        as: account.as,
      });
      const teacher = await callEndpoint(claimVoucher, { body: { voucher: DEMO_VOUCHER_CODES.maths }, as: 'teacher' });
      const student = await callEndpoint(claimVoucher, { body: { voucher: DEMO_VOUCHER_CODES.maths }, as: 'student' });
      const child = await callEndpoint(claimVoucher, { body: { voucher: DEMO_VOUCHER_CODES.maths }, as: 'child' });

      expect([blank.status, blank.errors[0]?.detail]).toEqual([422, VOUCHER_MESSAGES.voucherRequired]);
      expect([unknown.status, unknown.errors[0]?.detail]).toEqual([404, VOUCHER_MESSAGES.unknownCode]);
      expect([expired.status, expired.errors[0]?.detail]).toEqual([409, VOUCHER_MESSAGES.expired]);
      expect([nowFree.status, nowFree.errors[0]?.detail]).toEqual([410, VOUCHER_MESSAGES.serviceNowFree]);
      expect([teacher.status, teacher.errors[0]?.detail]).toEqual([403, TEACHER_CANNOT_CLAIM]);
      expect([student.status, student.errors[0]?.detail]).toEqual([403, STUDENT_CANNOT_CLAIM]);
      expect([child.status, child.errors[0]?.detail]).toEqual([403, FAMILY_MESSAGES.childCannotClaim]);
      expect(await getSubscription(account.user.id, '2')).toBeNull();
      expect(await getSubscription(account.user.id, '5')).toBeNull();
    });

    it('lets exactly maxClaims of 50 concurrent claims of one code succeed', async () => {
      const { rows } = await generatedBatch({ count: 1, maxClaims: 10 });
      const code = rows[1]?.[0] ?? '';
      const accounts = [];
      for (let group = 0; group < 5; group += 1)
        accounts.push(...(await Promise.all(Array.from({ length: 10 }, () => freshAccount('home')))));

      const answers = await Promise.all(
        accounts.map((account) => callEndpoint(claimVoucher, { body: { voucher: code }, as: account.as })),
      );

      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(10);
      expect(
        answers
          .filter((answer) => answer.status !== 200)
          .every((answer) => answer.errors[0]?.detail === VOUCHER_MESSAGES.usedUp),
      ).toBe(true);
      expect((await getVoucher(code))?.claims).toBe(10);
    }, 120_000);
  });

  describe('a voucher generation retries what is transient', () => {
    const listedBatch = async (id: string) =>
      (await callEndpoint(listVoucherBatches, { as: 'staff' })).data.voucherBatches.find((batch) => batch.id === id);
    const queuedBatch = async (count: number) => {
      const staff = await loadSessionUser(inject('demo').userIds.staff);
      if (!staff) throw new Error('The demo staff account is missing');
      return generateVouchersNow(staff, voucherGenerateSchema.parse(generation({ count })), RUN_BY_CALLER);
    };

    it('succeeds with every code when its first step is throttled twice', async () => {
      // Prepare
      const { voucherBatch, job } = await queuedBatch(120);
      const faults = throttledTwice();

      // Act
      const ended = await runJob(job.id, voucherGenerationWork(), { hooks: faults, policy: QUICK_RETRY });

      // Assess
      expect(faults.failures()).toBe(2);
      expect(ended?.status).toBe('succeeded');
      expect(await listedBatch(voucherBatch.id)).toMatchObject({ state: 'complete', generated: 120, count: 120 });
    });

    it('fails at once with its message when its first step is refused', async () => {
      // Prepare
      const { voucherBatch, job } = await queuedBatch(120);
      const faults = refusedOnce();

      // Act
      const ended = await runJob(job.id, voucherGenerationWork(), { hooks: faults, policy: QUICK_RETRY });

      // Assess
      expect(faults.failures()).toBe(1);
      expect(ended).toMatchObject({ status: 'failed', error: VOUCHER_MESSAGES.generationFailed });
      expect(ended?.lines).toContain(PERMANENT_FAULT_DETAIL);
      expect(await listedBatch(voucherBatch.id)).toMatchObject({ state: 'failed', generated: 0 });
    });
  });

  describe('an export is never silently partial', () => {
    const rowsOf = (answer: { raw: unknown }) => csvRows(String(answer.raw)).slice(1);
    const listedBatch = async (id: string) =>
      (await callEndpoint(listVoucherBatches, { as: 'staff' })).data.voucherBatches.find((batch) => batch.id === id);

    it('refuses Export while the batch is generated, exports a stopped batch with its count and a warning, then all of it once resumed', async () => {
      // Prepare: a batch of 1,700 codes whose job no worker has started yet (the route's answer, as it is at first)
      const staff = await loadSessionUser(inject('demo').userIds.staff);
      if (!staff) throw new Error('The demo staff account is missing');
      const { voucherBatch, job } = await generateVouchersNow(
        staff,
        voucherGenerateSchema.parse(generation({ count: 1700 })),
        RUN_BY_CALLER,
      );
      const exportOf = () =>
        callEndpoint(exportVoucherBatch, { params: { voucherBatchId: voucherBatch.id }, as: 'staff' });

      // Act: while it is being generated
      const whileGenerating = await exportOf();
      const generating = await listedBatch(voucherBatch.id);

      // Assess
      expect([whileGenerating.status, whileGenerating.errors[0]?.detail]).toEqual([
        409,
        VOUCHER_MESSAGES.stillGenerating,
      ]);
      expect(generating).toMatchObject({ state: 'generating', generated: 0, count: 1700 });

      // Act: the run stops at its last step (codes 1,600–1,699), after 16 steps of 100 codes were made
      const stopped = await runJob(job.id, voucherGenerationWork(), {
        hooks: {
          beforeStep: (_phase, index) => {
            if (index === 16) throw new Error('A step failed');
          },
        },
      });
      const partial = await exportOf();

      // Assess: failed with 1,600 of 1,700 made; the export holds the codes that exist and says so
      // in its name and in a warning
      expect(stopped?.status).toBe('failed');
      expect(await listedBatch(voucherBatch.id)).toMatchObject({ state: 'failed', generated: 1600 });
      expect(partial.status).toBe(200);
      expect(rowsOf(partial)).toHaveLength(1600);
      expect(partial.headers.get('content-disposition')).toContain('-partial-1600-of-1700.csv');
      expect(decodeURIComponent(partial.headers.get(EXPORT_WARNING_HEADER) ?? '')).toBe(
        partialBatchWarning(1600, 1700),
      );

      // Act: Resume (as the Jobs list offers it) finishes the batch
      const resumed = await callEndpoint(jobsEndpoints.resumeJob, { params: { jobId: job.id }, as: 'staff' });
      const finished = await settledJob(job.id, 'staff');
      const complete = await exportOf();

      // Assess
      expect(resumed.status).toBe(202);
      expect(finished.status).toBe('succeeded');
      expect(await listedBatch(voucherBatch.id)).toMatchObject({ state: 'complete', generated: 1700 });
      const codes = rowsOf(complete).map((row) => row[0]);
      expect(codes).toHaveLength(1700);
      expect(new Set(codes).size).toBe(1700);
      expect(complete.headers.get('content-disposition')).not.toContain('partial');
      expect(complete.headers.get(EXPORT_WARNING_HEADER)).toBeNull();
    }, 120_000);

    it('shows a finished batch as complete, all its codes generated', async () => {
      // Act
      const { voucherBatch, rows } = await generatedBatch({ count: 5 });

      // Assess
      expect(await listedBatch(voucherBatch.id)).toMatchObject({ state: 'complete', generated: 5, count: 5 });
      expect(rows).toHaveLength(6);
    });
  });
});
