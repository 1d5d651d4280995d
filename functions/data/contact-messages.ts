import * as z from 'zod/mini';
import { CONTACT_SUBJECTS, type ContactSubject, type ContactType } from '../../shared/schemas/contact';
import { isoDateTime } from '../../shared/schemas/common';
import { defineEntity, ITEM_ABSENT } from './entity';

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
});
export type ContactMessage = z.infer<typeof contactMessageSchema> & { type: ContactType };

/** The partition of one day's messages (UTC), for support to read a day at a time. */
export function contactDayPartition(day: string): string {
  return `CONTACTDAY#${day}`;
}

/**
 * A message sent through Contact Us (visitor-and-account §3 contact-message), kept with no TTL in
 * the partition of the day it arrived, newest last.
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
  return contactMessages.put(message, { condition: ITEM_ABSENT });
}

/** The messages of one day (YYYY-MM-DD, UTC), oldest first. */
export function listContactMessagesOfDay(day: string): Promise<ContactMessage[]> {
  return contactMessages.queryAll({ partition: contactDayPartition(day), sortKeyPrefix: 'CONTACT#' });
}
