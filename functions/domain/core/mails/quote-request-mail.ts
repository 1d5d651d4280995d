import type { School } from '../../../../shared/schemas/schools';
import type { Service } from '../../../../shared/schemas/service';
import type { SessionUser } from '../../../../shared/schemas/user';
import type { Mail } from '../../../adapters/mail/port';
import type { HomeQuoteRequestRecord } from '../../../data/quote-requests';
import { providerDate } from './provider-date';
import { fieldTableMail } from './field-table';

const titleNames = (ids: readonly string[], catalogue: readonly Pick<Service, 'id' | 'name'>[]) =>
  ids.map((id) => `${catalogue.find((service) => service.id === id)?.name ?? 'Unknown app'} (${id})`).join('\n');

/**
 * A quote request as mailed to sales (visitor-and-account §2 web.school-quote): the school with its
 * size, the titles by name, who to contact, whether it asks for a new free trial and the interim
 * trial granted meanwhile. Replies go to the contact email.
 */
export function quoteRequestMail(input: {
  to: string;
  request: HomeQuoteRequestRecord;
  /** The teacher's school; null for a personal or parent account, which has none. */
  school: School | null;
  teacher: Pick<SessionUser, 'id' | 'username'>;
  catalogue: readonly Pick<Service, 'id' | 'name'>[];
}): Mail {
  const { request, school, teacher, catalogue } = input;
  const { contact } = request;
  const interim = request.interimTrial;
  const fields: [string, string][] = [
    ['School', `${request.school.name}, ${request.school.city}`],
    [
      'School record',
      school
        ? `${school.name}${school.city ? `, ${school.city}` : ''} (reference number ${school.code}, id ${school.id})`
        : 'None: asked from a personal or parent account',
    ],
    ['School size (students)', request.school.size],
    ['Titles', titleNames(request.services, catalogue)],
    ['Contact', `${contact.title} ${contact.firstName} ${contact.lastName}`],
    ['Email', contact.email],
    ['Phone', contact.phone],
    [school ? 'Teacher account' : 'Account', `${teacher.username} (id ${teacher.id})`],
    ['Asks for a new free trial', request.trial ? 'Yes' : 'No'],
    [
      'Interim trial granted',
      interim ? `${titleNames(interim.services, catalogue)}\nuntil ${providerDate(interim.expiry)}` : 'None',
    ],
    ['Requested', request.requestedAt],
    ['Reference', request.id],
  ];
  const subject = `${request.trial ? 'New free trial and quote' : 'Quote'} request: ${request.school.name}, ${request.school.city} (${request.school.size})`;
  return { to: input.to, replyTo: contact.email, subject, ...fieldTableMail(fields) };
}
