import * as z from 'zod/mini';
import { isoDateTime } from '../../shared/schemas/common';
import { SCHOOL_SIZES } from '../../shared/schemas/school-access';
import { defineEntity, ITEM_ABSENT } from './entity';
import { schoolPartition } from './schools';
import { userPartition } from './users';

const QUOTE_REQUEST_PREFIX = 'QUOTE#';

/** A quote request as recorded (visitor-and-account §3 quote request). */
export const quoteRequestRecordSchema = z.object({
  id: z.string(),
  schoolId: z.string(),
  userId: z.string(),
  requestedAt: isoDateTime,
  services: z.array(z.string()),
  /** The school's name and city as the teacher gave them, and its size. */
  school: z.object({ name: z.string(), city: z.string(), size: z.enum(SCHOOL_SIZES) }),
  contact: z.object({
    title: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  /** Asked for a new free trial (Request A New Free Trial). */
  trial: z.boolean(),
  /** The interim trial granted with the request, if any. */
  interimTrial: z.nullable(z.object({ services: z.array(z.string()), expiry: isoDateTime })),
});
export type QuoteRequestRecord = z.infer<typeof quoteRequestRecordSchema>;

/** Quote requests live in the school's partition, oldest first ('Quote requests of a school'). */
export const quoteRequests = defineEntity({
  name: 'quote-request',
  schema: quoteRequestRecordSchema,
  key: {
    fields: ['schoolId', 'requestedAt', 'id'],
    key: ({ schoolId, requestedAt, id }) => ({
      pk: schoolPartition(schoolId),
      sk: `${QUOTE_REQUEST_PREFIX}${requestedAt}#${id}`,
    }),
  },
});

export function saveQuoteRequest(request: QuoteRequestRecord): Promise<void> {
  return quoteRequests.put(request, { condition: ITEM_ABSENT });
}

/** A school's quote requests, oldest first (for sales and staff). */
export function listQuoteRequests(schoolId: string): Promise<QuoteRequestRecord[]> {
  return quoteRequests.queryAll({ partition: schoolPartition(schoolId), sortKeyPrefix: QUOTE_REQUEST_PREFIX });
}

/**
 * A quote request from a personal or parent account, which has no school (visitor-and-account §2
 * 'Subscription expired or trial active: … Request A Quote'): kept in the person's partition.
 */
export const homeQuoteRequestRecordSchema = z.omit(quoteRequestRecordSchema, { schoolId: true });
export type HomeQuoteRequestRecord = z.infer<typeof homeQuoteRequestRecordSchema>;

/** A person's own quote requests, oldest first ('Quote requests of a person'). */
export const homeQuoteRequests = defineEntity({
  name: 'home-quote-request',
  schema: homeQuoteRequestRecordSchema,
  key: {
    fields: ['userId', 'requestedAt', 'id'],
    key: ({ userId, requestedAt, id }) => ({
      pk: userPartition(userId),
      sk: `${QUOTE_REQUEST_PREFIX}${requestedAt}#${id}`,
    }),
  },
});

export function saveHomeQuoteRequest(request: HomeQuoteRequestRecord): Promise<void> {
  return homeQuoteRequests.put(request, { condition: ITEM_ABSENT });
}
