import { randomUUID } from 'node:crypto';
import {
  CONTACT_MESSAGE_SENT,
  CONTACT_PRODUCT_UNKNOWN,
  TOO_MANY_CONTACT_MESSAGES,
  contactTypeOf,
  type ContactMessageInput,
} from '../../../shared/schemas/contact';
import type { MailSender } from '../../adapters/mail/port';
import { saveContactMessage } from '../../data/contact-messages';
import { countAttempt, type RateLimit } from '../../data/rate-limits';
import { addressLimit } from '../../../shared/address-limits';
import { getService } from '../../data/services';
import { TooManyRequestsError, ValidationError, fieldPointer } from '../../platform/errors';
import { contactSpamReason, type SpamReason } from './contact-spam';
import { contactMessageMail } from '../core/mails/contact-message-mail';

const HOUR_MS = 60 * 60 * 1000;
/**
 * Messages per viewer address, with the web ACL's numbers (`contact-us` in
 * lib-infra/edge/rate-rules.ts): a school behind one address can still write, a robot cannot flood.
 */
export const CONTACT_ADDRESS_LIMIT: RateLimit = addressLimit('contact-us');
/** Messages per sender's email address and hour. */
export const CONTACT_EMAIL_LIMIT: RateLimit = { scope: 'contact-email', limit: 5, windowMs: HOUR_MS };

export interface ContactMessageDependencies {
  /** The viewer's address (functions/http/viewer-address.ts). */
  viewerIp: string;
  mail: MailSender;
  supportAddress: string;
  clock: () => Date;
  /** Told when a message is refused as spam; the sender is not. */
  onSpam: (reason: SpamReason) => void;
  newId?: () => string;
}

/**
 * POST /api/contact-messages. Checks the product, counts the message against the limits per
 * address and per email, then stores it and mails it to support with replies going to the
 * sender. Obvious spam gets the same answer as a message that was sent, and nothing is kept.
 */
export async function sendContactMessage(
  input: ContactMessageInput,
  dependencies: ContactMessageDependencies,
): Promise<{ message: string }> {
  const product = input.serviceId ? await getService(input.serviceId) : null;
  if (input.serviceId && !product) {
    throw new ValidationError([
      {
        status: '422',
        code: 'validation',
        detail: CONTACT_PRODUCT_UNKNOWN,
        source: { pointer: fieldPointer(['serviceId']) },
      },
    ]);
  }

  const now = dependencies.clock();
  if (!(await countAttempt(CONTACT_ADDRESS_LIMIT, dependencies.viewerIp, now)).allowed)
    throw new TooManyRequestsError(TOO_MANY_CONTACT_MESSAGES);
  if (!(await countAttempt(CONTACT_EMAIL_LIMIT, input.email, now)).allowed)
    throw new TooManyRequestsError(TOO_MANY_CONTACT_MESSAGES, fieldPointer(['email']));

  const spam = contactSpamReason(input);
  if (spam) {
    dependencies.onSpam(spam);
    return { message: CONTACT_MESSAGE_SENT };
  }

  const message = {
    id: (dependencies.newId ?? randomUUID)(),
    receivedAt: now.toISOString(),
    name: input.name,
    email: input.email,
    phone: input.phone,
    code: input.code,
    subject: input.subject,
    type: contactTypeOf(input.subject),
    serviceId: input.serviceId,
    message: input.message,
  };
  await saveContactMessage(message);
  await dependencies.mail.send(
    contactMessageMail({ to: dependencies.supportAddress, message, productName: product?.name ?? null }),
  );
  return { message: CONTACT_MESSAGE_SENT };
}
