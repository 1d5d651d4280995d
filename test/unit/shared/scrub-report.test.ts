import { describe, expect, it } from 'vitest';
import { scrubPath, scrubText } from '../../../shared/rules/scrub-report';

describe('scrubText: a client error report without personal data', () => {
  it.each([
    ['an email address', 'No account for Ada.Lovelace+x@school.example.edu.au.', 'No account for [email].'],
    [
      'a query string of a full address',
      'GET https://portal.example/auth/login?intended=%2Faccount&u=ada failed',
      'GET https://portal.example/auth/login failed',
    ],
    ['a query string of a path', 'loading /library?serviceId=maths&app=1 failed', 'loading /library failed'],
    [
      'a fragment with an OAuth code',
      'back at /auth/social/complete#code=abc&state=xyz',
      'back at /auth/social/complete',
    ],
    ['a JWT', 'token eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln expired', 'token [token] expired'],
    ['a Bearer value', 'Authorization: Bearer abc.def-ghi_jkl', 'Authorization: [removed] [token]'],
    ['a password field', '{"username":"x","password":"hunter2"}', '{"username":"x","password":"[removed]"}'],
    ['a ticket field', 'ticket=AbCd1234', 'ticket=[removed]'],
    ['a long opaque string', 'reset 6f1c2a9e0b7d4c3e8f5a1b2c3d4e5f60aa for you', 'reset [token] for you'],
  ])('takes out %s', (_case, text, expected) => {
    // Act and Assess
    expect(scrubText(text)).toBe(expected);
  });

  it('keeps ordinary error text, stack frames and status codes as they are', () => {
    // Prepare
    const text =
      "TypeError: Cannot read properties of undefined (reading 'name')\n    at LibraryPage (https://portal.example/assets/library-page-BdX3k.js:1:2045)\nstatusCode 503 from listServices";

    // Act and Assess
    expect(scrubText(text)).toBe(text);
  });

  it('takes a Bearer value out when no field name is before it', () => {
    expect(scrubText('sent Bearer abc.def-ghi_jkl')).toBe('sent Bearer [token]');
  });
});

describe('scrubPath: the page a report came from', () => {
  it.each([
    ['a path', '/library', '/library'],
    ['its query string and fragment', '/library?serviceId=maths#top', '/library'],
    ['a full address to its path', 'https://portal.example/contact-us?x=1', '/contact-us'],
    [
      'a reset link to its prefix',
      '/password/reset/ada%40school.example/6f1c2a9e0b7d4c3e8f5a1b2c3d4e5f60',
      '/password/reset/[removed]',
    ],
    ['an email in a segment', '/users/ada@school.example/edit', '/users/[email]/edit'],
  ])('keeps %s', (_case, address, expected) => {
    expect(scrubPath(address)).toBe(expected);
  });
});
