import { describe, expect, it } from 'vitest';
import { CONTACT_MAX_LINKS, contactSpamReason } from '../../../functions/domain/contact/contact-spam';

describe('obvious spam in a contact message', () => {
  it('is a filled-in hidden field', () => {
    expect(contactSpamReason({ message: 'Hello', website: 'x' })).toBe('honeypot');
  });

  it('is not an empty or blank hidden field', () => {
    expect(contactSpamReason({ message: 'Hello', website: '  ' })).toBeNull();
    expect(contactSpamReason({ message: 'Hello', website: null })).toBeNull();
    expect(contactSpamReason({ message: 'Hello' })).toBeNull();
  });

  it(`is more than ${CONTACT_MAX_LINKS} links, with or without a scheme, in any case`, () => {
    expect(contactSpamReason({ message: 'See https://a.example and HTTP://B.example' })).toBeNull();
    expect(contactSpamReason({ message: 'See https://a.example, http://b.example and WWW.c.example' })).toBe('links');
  });

  it('does not count words that merely mention the web', () => {
    expect(contactSpamReason({ message: 'The website www and http pages of https are down' })).toBeNull();
  });
});
