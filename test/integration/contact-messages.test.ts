import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_SUPPORT_ADDRESS } from '../../bin/local-stack';
import { DEMO_SERVICES } from '../../bin/seed/services';
import { listOutbox, type OutboxMail } from '../../functions/adapters/mail/outbox';
import type { Mail } from '../../functions/adapters/mail/port';
import { listContactMessagesOfDay, type ContactMessage } from '../../functions/data/contact-messages';
import { countAttempt } from '../../functions/data/rate-limits';
import {
  CONTACT_ADDRESS_LIMIT,
  CONTACT_EMAIL_LIMIT,
  sendContactMessage,
} from '../../functions/domain/contact/contact-messages';
import { TooManyRequestsError } from '../../functions/platform/errors';
import { contactEndpoints } from '../../shared/api/endpoints/contact';
import {
  CONTACT_MESSAGE_SENT,
  CONTACT_PRODUCT_UNKNOWN,
  CONTACT_SUBJECT_INVALID,
  TOO_MANY_CONTACT_MESSAGES,
  contactMessageRequestSchema,
  type ContactMessageRequest,
} from '../../shared/schemas/contact';
import { callEndpoint, detailsAt } from './support/call-endpoint';
import { useLocalTable } from './support/local-table';
import { portal, uniqueEmail } from './support/portal-client';
import { inOneWindow } from './support/rate-windows';

const { sendContactMessage: send } = contactEndpoints;
const [product] = DEMO_SERVICES;
if (!product) throw new Error('The seed has no services');

function aMessage(overrides: Partial<ContactMessageRequest> = {}): ContactMessageRequest {
  return {
    name: 'Ada Lovelace',
    email: uniqueEmail('contact'),
    subject: 'Report Issue',
    message: 'The maths app freezes on level 3.',
    ...overrides,
  };
}

async function mailsFrom(sender: string): Promise<OutboxMail[]> {
  return (await listOutbox(portal().mailOutboxDir)).filter((mail) => mail.replyTo === sender);
}

/** The stored messages of a sender, on the days around the call (a test may run over midnight UTC). */
async function storedFrom(sender: string): Promise<ContactMessage[]> {
  const now = Date.now();
  const days = [...new Set([new Date(now - 60_000), new Date(now)].map((at) => at.toISOString().slice(0, 10)))];
  const messages = (await Promise.all(days.map(listContactMessagesOfDay))).flat();
  return messages.filter((message) => message.email === sender);
}

beforeAll(() => useLocalTable());

describe('Contact Us (POST /api/contact-messages)', () => {
  it('stores the message with its type and mails it to support, replies going to the sender', async () => {
    // Prepare
    const body = aMessage({
      phone: '02 5550 9876',
      code: 'SCH-42',
      serviceId: product.id,
      message: 'Line one.\nLine two.',
    });

    // Act
    const answer = await callEndpoint(send, { body });

    // Assess
    expect(answer.status).toBe(201);
    expect(answer.data.message).toBe(CONTACT_MESSAGE_SENT);
    const [stored, ...more] = await storedFrom(body.email);
    expect(more).toEqual([]);
    expect(stored).toMatchObject({
      name: 'Ada Lovelace',
      email: body.email,
      phone: '02 5550 9876',
      code: 'SCH-42',
      subject: 'Report Issue',
      type: 'issue',
      serviceId: product.id,
      message: 'Line one.\nLine two.',
    });
    const mails = await mailsFrom(body.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: LOCAL_SUPPORT_ADDRESS,
      replyTo: body.email,
      subject: 'Contact Us: Report Issue from Ada Lovelace',
    });
    expect(mails[0]?.text).toContain('Line one.\nLine two.');
    expect(mails[0]?.text).toContain(`Product: ${product.name} (${product.id})`);
    expect(mails[0]?.text).toContain('School reference number: SCH-42');
  });

  it('gives General Enquiry, with no type, when no subject is chosen; blank optional fields are null', async () => {
    // Prepare
    const body = aMessage({ subject: undefined, phone: '  ', code: '', serviceId: '' });

    // Act
    const answer = await callEndpoint(send, { body });

    // Assess
    expect(answer.status).toBe(201);
    expect(await storedFrom(body.email)).toEqual([
      expect.objectContaining({ subject: 'General Enquiry', type: null, phone: null, code: null, serviceId: null }),
    ]);
  });

  it.each([
    ['name', { name: '   ' }, 'Please enter your name.'],
    ['email', { email: '' }, 'Please enter your email address.'],
    ['email', { email: 'not-an-address' }, 'Please enter a valid email address.'],
    ['message', { message: ' \n ' }, 'Please enter your message.'],
    ['message', { message: 'x'.repeat(5001) }, 'The message must be at most 5000 characters.'],
    ['phone', { phone: '1'.repeat(31) }, 'The phone number must be at most 30 characters.'],
    ['code', { code: 'c'.repeat(51) }, 'The school reference number must be at most 50 characters.'],
    ['subject', { subject: 'Complaint' }, CONTACT_SUBJECT_INVALID],
  ] as const)('refuses a bad %s with 422 "%s" and stores and mails nothing', async (field, change, detail) => {
    // Prepare
    const sender = uniqueEmail('refused');
    const body = { ...aMessage({ email: sender }), ...change };

    // Act
    const answer = await callEndpoint(send, { invalidBody: body });

    // Assess
    expect(answer.status).toBe(422);
    expect(detailsAt(answer, field)).toEqual([detail]);
    expect(await storedFrom(sender)).toEqual([]);
    expect(await mailsFrom(sender)).toEqual([]);
  });

  it('lists every missing required field of an empty form', async () => {
    // Act
    const answer = await callEndpoint(send, { invalidBody: {} });

    // Assess
    expect(answer.status).toBe(422);
    expect(detailsAt(answer, 'name')).toEqual(['Please enter your name.']);
    expect(detailsAt(answer, 'email')).toEqual(['Please enter your email address.']);
    expect(detailsAt(answer, 'message')).toEqual(['Please enter your message.']);
  });

  it('refuses a product the library does not have, and counts nothing against the limits', async () => {
    // Prepare
    const body = aMessage({ serviceId: 'no-such-service' });

    // Act
    const answer = await callEndpoint(send, { body });

    // Assess
    expect(answer.status).toBe(422);
    expect(detailsAt(answer, 'serviceId')).toEqual([CONTACT_PRODUCT_UNKNOWN]);
    expect(await storedFrom(body.email)).toEqual([]);
    expect(await mailsFrom(body.email)).toEqual([]);
    expect((await countAttempt({ ...CONTACT_EMAIL_LIMIT, limit: 1 }, body.email, new Date())).count).toBe(1);
  });

  it.each([
    ['the hidden field is filled in', { website: 'http://cheap-pills.example' }],
    [
      'the message has more than two links',
      { message: 'Visit https://a.example, www.b.example and http://c.example now!' },
    ],
  ])('answers as if sent but keeps and mails nothing when %s', async (_case, change) => {
    // Prepare
    const body = aMessage(change);

    // Act
    const answer = await callEndpoint(send, { body });

    // Assess
    expect(answer.status).toBe(201);
    expect(answer.data.message).toBe(CONTACT_MESSAGE_SENT);
    expect(await storedFrom(body.email)).toEqual([]);
    expect(await mailsFrom(body.email)).toEqual([]);
  });

  it('keeps a message with two links', async () => {
    // Prepare
    const body = aMessage({ message: 'The page https://a.example/x links to https://a.example/y, which is broken.' });

    // Act
    const answer = await callEndpoint(send, { body });

    // Assess
    expect(answer.status).toBe(201);
    expect(await storedFrom(body.email)).toHaveLength(1);
  });

  it(`answers 429 once an email address has sent ${CONTACT_EMAIL_LIMIT.limit} messages in the hour`, async () => {
    // Prepare: the hour's messages of this address so far, counted as the route counts them
    const body = aMessage();
    await inOneWindow(CONTACT_EMAIL_LIMIT.windowMs, 20_000);
    for (let sent = 0; sent < CONTACT_EMAIL_LIMIT.limit; sent += 1)
      await countAttempt(CONTACT_EMAIL_LIMIT, body.email, new Date());

    // Act
    const answer = await callEndpoint(send, { body });

    // Assess
    expect(answer.status).toBe(429);
    expect(answer.errors[0]?.detail).toBe(TOO_MANY_CONTACT_MESSAGES);
    expect(await storedFrom(body.email)).toEqual([]);
    expect(await mailsFrom(body.email)).toEqual([]);
  });

  it(`refuses the message after ${CONTACT_ADDRESS_LIMIT.limit} in the window from one viewer address, whatever the email`, async () => {
    // Prepare: the domain as the handler calls it, from an address of its own (the gateway's is shared by every test)
    const viewerIp = `198.51.100.${randomUUID()}`;
    const mailed: Mail[] = [];
    const dependencies = {
      viewerIp,
      mail: { send: async (mail: Mail) => void mailed.push(mail) },
      supportAddress: LOCAL_SUPPORT_ADDRESS,
      clock: () => new Date(),
      onSpam: () => undefined,
    };
    const input = (email: string) => contactMessageRequestSchema.parse(aMessage({ email, website: 'robot' }));
    for (let sent = 0; sent < CONTACT_ADDRESS_LIMIT.limit; sent += 1)
      await sendContactMessage(input(uniqueEmail('flood')), dependencies);

    // Act
    const last = sendContactMessage(
      contactMessageRequestSchema.parse(aMessage({ email: uniqueEmail('flood') })),
      dependencies,
    );

    // Assess
    await expect(last).rejects.toBeInstanceOf(TooManyRequestsError);
    await expect(last).rejects.toThrow(TOO_MANY_CONTACT_MESSAGES);
    expect(mailed).toEqual([]);
  });
});
