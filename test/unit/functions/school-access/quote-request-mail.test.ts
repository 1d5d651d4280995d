import { describe, expect, it } from 'vitest';
import { quoteRequestMail } from '../../../../functions/domain/core/mails/quote-request-mail';
import type { QuoteRequestRecord } from '../../../../functions/data/quote-requests';
import { DEMO_SERVICES } from '../../../../bin/seed/services';
import { aSchool } from '../../../support/schools';

const SCHOOL = aSchool({ id: 'school-1', name: 'Demo Primary School', city: 'Sydney', code: 'AU0000001' });

function aRequest(fields: Partial<QuoteRequestRecord> = {}): QuoteRequestRecord {
  return {
    id: 'quote-1',
    schoolId: SCHOOL.id,
    userId: 'teacher-1',
    requestedAt: '2026-06-01T00:00:00.000Z',
    services: ['1', '4'],
    school: { name: 'Demo <b>Primary</b>', city: 'Sydney', size: '1501 and Above Students' },
    contact: { title: 'Dr.', firstName: 'Ada', lastName: 'Admin', email: 'ada@school.example', phone: '02 9000 1000' },
    trial: false,
    interimTrial: null,
    ...fields,
  };
}

describe('quoteRequestMail', () => {
  it('names the school, its size, the titles by name and the contact, with replies to the contact', () => {
    // Act
    const mail = quoteRequestMail({
      to: 'sales@portal.test',
      request: aRequest(),
      school: SCHOOL,
      teacher: { id: 'teacher-1', username: 'teacher-demo' },
      catalogue: DEMO_SERVICES,
    });

    // Assess
    expect(mail).toMatchObject({
      to: 'sales@portal.test',
      replyTo: 'ada@school.example',
      subject: 'Quote request: Demo <b>Primary</b>, Sydney (1501 and Above Students)',
    });
    expect(mail.text.split('\n')).toEqual(
      expect.arrayContaining([
        'School: Demo <b>Primary</b>, Sydney',
        'School size (students): 1501 and Above Students',
        'Titles: Reading Rockets (1)',
        'Spelling Bee (4)',
        'Contact: Dr. Ada Admin',
        'Email: ada@school.example',
        'Asks for a new free trial: No',
        'Interim trial granted: None',
      ]),
    );
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('Demo &#60;b&#62;Primary&#60;/b&#62;');
  });

  it('says when it asks for a new trial and what interim trial was granted, until when', () => {
    const mail = quoteRequestMail({
      to: 'sales@portal.test',
      request: aRequest({ trial: true, interimTrial: { services: ['4'], expiry: '2026-07-01T00:00:00.000Z' } }),
      school: SCHOOL,
      teacher: { id: 'teacher-1', username: 'teacher-demo' },
      catalogue: DEMO_SERVICES,
    });
    expect(mail.subject).toMatch(/^New free trial and quote request: /);
    expect(mail.text).toContain('Asks for a new free trial: Yes');
    expect(mail.text).toContain('Interim trial granted: Spelling Bee (4)\nuntil Wednesday 1 July 2026');
  });
});
