import * as z from 'zod/mini';
import { multiLineText, singleLineText } from './common';
import { emailSchema } from './auth';
import { phrase } from '../i18n/text';

/** visitor-and-account §3 contact-message: the subjects and the type each gives the message. */
export const CONTACT_SUBJECTS = [
  { subject: 'General Enquiry', type: null },
  { subject: 'Provide Feedback', type: 'feedback' },
  { subject: 'Report Issue', type: 'issue' },
  { subject: 'Request Technical Assistance', type: 'support' },
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]['subject'];
export type ContactType = (typeof CONTACT_SUBJECTS)[number]['type'];

export const DEFAULT_CONTACT_SUBJECT: ContactSubject = 'General Enquiry';

export function contactTypeOf(subject: ContactSubject): ContactType {
  return CONTACT_SUBJECTS.find((entry) => entry.subject === subject)?.type ?? null;
}

/** §2 web.contact-us: the success message. */
export const CONTACT_MESSAGE_SENT = 'Thank You. Your message has been sent.';
export const CONTACT_SUBJECT_INVALID = phrase('Please choose a subject from the list.');
export const CONTACT_PRODUCT_UNKNOWN = phrase('Please choose a product from the list.');
export const TOO_MANY_CONTACT_MESSAGES = phrase(
  'Too many messages have been sent from here. Please try again later, or call us.',
);
/** The form's fallback when the call fails without a message of its own. */
export const CONTACT_SEND_FAILED = phrase('Your message could not be sent. Please try again, or call us.');

export const CONTACT_MESSAGE_MAX = 5000;

/** Absent, null or blank: null (§5, empty strings are sent as null). */
const blankAsNull = z.pipe(
  z.optional(z.nullable(z.string())),
  z.transform((value) => (value === undefined || value === null || value.trim() === '' ? null : value)),
);

/** An optional one-line field: blank is null. */
function optionalLine(label: string, max: number) {
  return z.pipe(blankAsNull, z.nullable(singleLineText({ label, max })));
}

const subjectSchema = z.enum(CONTACT_SUBJECTS.map((entry) => entry.subject) as [ContactSubject, ...ContactSubject[]], {
  error: CONTACT_SUBJECT_INVALID,
});

/**
 * POST /api/contact-messages (§5: name, email and message are required). `website` is the form's
 * honeypot: hidden from people, so only a robot fills it in.
 */
export const contactMessageRequestSchema = z.object({
  name: singleLineText({ label: phrase('name'), max: 100 }),
  email: emailSchema,
  phone: optionalLine(phrase('phone number'), 30),
  code: optionalLine(phrase('school reference number'), 50),
  subject: z._default(subjectSchema, DEFAULT_CONTACT_SUBJECT),
  serviceId: z.pipe(blankAsNull, z.nullable(z.string().check(z.trim(), z.maxLength(100, CONTACT_PRODUCT_UNKNOWN)))),
  message: multiLineText({ label: phrase('message'), max: CONTACT_MESSAGE_MAX }),
  website: z.optional(z.nullable(z.string().check(z.maxLength(2000)))),
});
export type ContactMessageRequest = z.input<typeof contactMessageRequestSchema>;
export type ContactMessageInput = z.output<typeof contactMessageRequestSchema>;

export const contactMessageResponseSchema = z.object({ message: z.string() });
