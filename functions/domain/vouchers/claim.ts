import { claimEntry } from '../../../shared/rules/activation-codes';
import { subscriptionFlags } from '../../../shared/rules/subscription';
import type { SessionUser } from '../../../shared/schemas/user';
import { VOUCHER_MESSAGES } from '../../../shared/schemas/vouchers';
import { getService } from '../../data/services';
import {
  getSubscription,
  saveNewSubscription,
  toUserSubscription,
  updateSubscription,
  type StoredSubscription,
} from '../../data/user-subscriptions';
import {
  getVoucher,
  markVoucherClaimGranted,
  recordVoucherClaim,
  voucherClaimGranted,
  type Voucher,
} from '../../data/vouchers';
import { ConflictError, ForbiddenError, GoneError, NotFoundError } from '../../platform/errors';
import { recordAudit } from '../core/audit/audit';
import { ownChild } from '../children/own-children';
import { applySubscriptionAccess } from '../subscriptions/subscription-access';
import { normaliseCode } from './codes';
import { phrase } from '../../../shared/i18n/text';

const CLAIM_ATTEMPTS = 25;
const DAY_MS = 86_400_000;

/** Adds a claim's months or days to a start (months as the calendar has them, the day clamped). */
export function accessEnd(start: Date, voucher: Pick<Voucher, 'months' | 'days'>): Date {
  if (voucher.days !== null) return new Date(start.getTime() + voucher.days * DAY_MS);
  const end = new Date(start);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + (voucher.months ?? 0));
  end.setUTCDate(Math.min(day, new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate()));
  return end;
}

/** Whom the code is for: the caller, or (a parent) their own child; teachers, students and child accounts are refused (§5, §6). */
async function claimant(caller: SessionUser, childId: string | undefined): Promise<SessionUser> {
  const entry = claimEntry(caller);
  if (entry.kind === 'refused') throw new ForbiddenError(entry.message);
  if (!childId || childId === caller.id) return caller;
  if (entry.kind !== 'for-a-child') throw new NotFoundError(phrase('This child account was not found.'));
  return ownChild(caller, childId);
}

/**
 * The access a claimed code gives to one service: a running code subscription is extended from its
 * end; otherwise a new one starts now. A card subscription that still runs is left alone (refused
 * before the claim is counted). Idempotent by the code: a subscription already carrying it is it.
 */
async function grant(
  holder: SessionUser,
  payer: SessionUser,
  voucher: Voucher,
  serviceId: string,
  now: Date,
): Promise<StoredSubscription> {
  const existing = await getSubscription(holder.id, serviceId);
  if (existing?.voucherCode === voucher.code) return existing;
  const running = existing !== null && subscriptionFlags(existing, now).active;
  if (existing && running && existing.source === 'voucher') {
    const from = existing.end && Date.parse(existing.end) > now.getTime() ? new Date(existing.end) : now;
    return updateSubscription(existing, {
      end: accessEnd(from, voucher).toISOString(),
      voucherCode: voucher.code,
      updatedAt: now.toISOString(),
    });
  }
  const service = await getService(serviceId);
  const period =
    voucher.days !== null
      ? `${voucher.days} day${voucher.days === 1 ? '' : 's'}`
      : `${voucher.months ?? 0} month${voucher.months === 1 ? '' : 's'}`;
  const created: StoredSubscription = {
    id: crypto.randomUUID(),
    userId: holder.id,
    serviceId,
    payerUserId: payer.id,
    source: 'voucher',
    planId: null,
    planName: `${period} (activation code)`,
    amount: 0,
    currency: 'aud',
    interval: null,
    intervalCount: null,
    coupon: null,
    state: 'active',
    cancelled: false,
    trialEnd: null,
    end: accessEnd(now, voucher).toISOString(),
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    providerSubscriptionId: null,
    providerCustomerId: null,
    voucherCode: voucher.code,
    providerEventAt: null,
  };
  if (!service) throw new NotFoundError(phrase('This app could not be found.'));
  await saveNewSubscription(created, existing?.id ?? null);
  return created;
}

/** Checks that can refuse a claim before it is counted: expiry, free apps, running card subscriptions. */
async function refusalOf(voucher: Voucher, holder: SessionUser, now: Date): Promise<void> {
  if (voucher.expiry && voucher.expiry < now.toISOString().slice(0, 10))
    throw new ConflictError(VOUCHER_MESSAGES.expired);
  for (const serviceId of voucher.services) {
    const service = await getService(serviceId);
    if (!service) throw new NotFoundError(phrase('This app could not be found.'));
    if (service.free) throw new GoneError(VOUCHER_MESSAGES.serviceNowFree);
    const current = await getSubscription(holder.id, serviceId);
    if (current?.source === 'card' && subscriptionFlags(current, now).active && !current.cancelled)
      throw new ConflictError(VOUCHER_MESSAGES.cardSubscription);
  }
}

/**
 * POST /api/vouchers/claim (§7): counts the claim (a conditional counter: at most maxClaims, once
 * per account, safe under concurrent claims), then grants each app of the code and marks the claim
 * granted. A claim counted but not granted (a failure between the two) is finished when the same
 * account tries again; one already granted is refused.
 */
export async function claimVoucher(
  caller: SessionUser,
  typedCode: string,
  childId: string | undefined,
  now = new Date(),
): Promise<{ id: string; serviceId: string; userId: string }> {
  const holder = await claimant(caller, childId);
  const code = normaliseCode(typedCode);
  const voucher = await getVoucher(code);
  if (!voucher) throw new NotFoundError(VOUCHER_MESSAGES.unknownCode);
  await refusalOf(voucher, holder, now);
  let outcome = await recordVoucherClaim(code, holder.id, caller.id, now);
  for (let attempt = 1; outcome === 'conflict' && attempt < CLAIM_ATTEMPTS; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    outcome = await recordVoucherClaim(code, holder.id, caller.id, now);
  }
  if (outcome === 'conflict')
    throw new ConflictError(phrase('Many people are claiming this code right now. Please try again.'));
  if (outcome === 'used-up') throw new ConflictError(VOUCHER_MESSAGES.usedUp);
  if (outcome === 'already-claimed' && (await voucherClaimGranted(code, holder.id)))
    throw new ConflictError(VOUCHER_MESSAGES.alreadyClaimed);
  const subscriptions: StoredSubscription[] = [];
  for (const serviceId of voucher.services) subscriptions.push(await grant(holder, caller, voucher, serviceId, now));
  for (const subscription of subscriptions) await applySubscriptionAccess(toUserSubscription(subscription));
  await markVoucherClaimGranted(code, holder.id);
  if (outcome === 'claimed') {
    await recordAudit({
      actorId: caller.id,
      action: 'voucher.claim',
      subjectIds: [holder.id],
      schoolId: null,
      detail: { code, services: voucher.services.join(',') },
      now,
    });
  }
  const [first] = subscriptions;
  if (!first) throw new NotFoundError(VOUCHER_MESSAGES.unknownCode);
  return { id: first.id, serviceId: first.serviceId, userId: holder.id };
}
