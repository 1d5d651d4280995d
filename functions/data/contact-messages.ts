import * as z from 'zod/mini';
import { CONTACT_SUBJECTS, type ContactSubject, type ContactType } from '../../shared/schemas/contact';
import { isoDateTime } from '../../shared/schemas/common';
import { defineEntity, ITEM_ABSENT } from './entity';
import { timeToLive } from './table-design';

const contactMessageSchema = z.object({
  id: z.string(),
  receivedAt: isoDateTime,
  name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  /** The school reference number the sender gave. */
  code: z.nullable(z.string()),
  subject: z.enum(CONTACT_SUBJECTS.map((entry) => entry.subject) as [ContactSubject, ...ContactSubject[]]),
  type: z.nullable(z.enum(['feedback', 'issue', 'support'])),
  /** The product (a service id of the library) the message is about. */
  serviceId: z.nullable(z.string()),
  message: z.string(),
  /** When DynamoDB deletes it (CONTACT_MESSAGE_RETENTION_DAYS after it arrived); absent on messages stored before. */
  ttl: z.optional(z.int()),
});
export type ContactMessage = Omit<z.infer<typeof contactMessageSchema>, 'ttl'> & { type: ContactType };

/**
 * How long a Contact Us message is kept (docs/privacy.md): a year answers any follow-up and any
 * complaint about how it was handled; after that it names a person for no purpose.
 */
export const CONTACT_MESSAGE_RETENTION_DAYS = 365;

/** The partition of one day's messages (UTC), for support to read a day at a time. */
export function contactDayPartition(day: string): string {
  return `CONTACTDAY#${day}`;
}

/**
 * A message sent through Contact Us (visitor-and-account §3 contact-message), in the partition of
 * the day it arrived, newest last, deleted by DynamoDB's TTL a year after it arrived.
 */
export const contactMessages = defineEntity({
  name: 'contact-message',
  schema: contactMessageSchema,
  key: {
    fields: ['receivedAt', 'id'],
    key: ({ receivedAt, id }) => ({
      pk: contactDayPartition(receivedAt.slice(0, 10)),
      sk: `CONTACT#${receivedAt}#${id}`,
    }),
  },
});

export function saveContactMessage(message: ContactMessage): Promise<void> {
  const expiresAt = new Date(Date.parse(message.receivedAt) + CONTACT_MESSAGE_RETENTION_DAYS * 86_400_000);
  return contactMessages.put({ ...message, ttl: timeToLive(expiresAt) }, { condition: ITEM_ABSENT });
}

/** The messages of one day (YYYY-MM-DD, UTC), oldest first. */
export function listContactMessagesOfDay(day: string): Promise<ContactMessage[]> {
  return contactMessages.queryAll({ partition: contactDayPartition(day), sortKeyPrefix: 'CONTACT#' });
}
