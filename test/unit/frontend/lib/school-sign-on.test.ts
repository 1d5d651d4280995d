import { describe, expect, it } from 'vitest';
import { paths } from '../../../../frontend/src/config/paths';
import { parsePendingSamlLink, samlIdpIdOfClaims } from '../../../../frontend/src/lib/school-sign-on';

const identity = {
  userId: 'teacher-7',
  providerName: 'MockSchool',
  providerType: 'SAML',
  issuer: 'urn:portal:mock-school-idp',
  primary: 'true',
  dateCreated: '1',
};

describe('samlIdpIdOfClaims', () => {
  it('names the school system of an ID token whose identities are an array (Cognito)', () => {
    expect(samlIdpIdOfClaims({ identities: [identity] })).toBe('mock-school');
  });

  it('reads the identities as JSON text too (a user pool attribute)', () => {
    expect(samlIdpIdOfClaims({ identities: JSON.stringify([identity]) })).toBe('mock-school');
  });

  it('is null for a Google sign-in, a password sign-in and unreadable claims', () => {
    expect(
      samlIdpIdOfClaims({ identities: [{ ...identity, providerName: 'Google', providerType: 'Google' }] }),
    ).toBeNull();
    expect(samlIdpIdOfClaims({})).toBeNull();
    expect(samlIdpIdOfClaims({ identities: 'not json' })).toBeNull();
    expect(samlIdpIdOfClaims({ identities: 7 })).toBeNull();
  });
});

describe('parsePendingSamlLink', () => {
  const now = Date.parse('2026-03-01T10:00:00Z');
  const link = {
    ticket: 't'.repeat(40),
    samlIdpName: 'Mock School',
    email: 'sky@mockschool.example',
    expiresAt: '2026-03-01T10:15:00Z',
  };

  it('reads back a kept link while it lasts', () => {
    expect(parsePendingSamlLink(JSON.stringify(link), now)).toEqual(link);
    expect(parsePendingSamlLink(JSON.stringify({ ...link, email: null }), now)?.email).toBeNull();
  });

  it('forgets an expired, malformed or missing link', () => {
    expect(parsePendingSamlLink(JSON.stringify(link), Date.parse('2026-03-01T10:15:00Z'))).toBeNull();
    expect(parsePendingSamlLink(JSON.stringify({ ...link, ticket: 5 }), now)).toBeNull();
    expect(parsePendingSamlLink(JSON.stringify({ ...link, expiresAt: 'soon' }), now)).toBeNull();
    expect(parsePendingSamlLink('{', now)).toBeNull();
    expect(parsePendingSamlLink(null, now)).toBeNull();
  });
});

describe('school sign-on paths', () => {
  it('builds the link, recommendation, outcome and logout addresses', () => {
    expect(paths.auth.samlProvider.getHref('mock-school', { link: true })).toBe('/auth/saml/mock-school?link=1');
    expect(paths.auth.samlProvider.getHref('mock-school')).toBe('/auth/saml/mock-school');
    expect(paths.continue.recommendSamlLinkHref('mock-school')).toBe('/continue?saml-recommend-link=mock-school');
    expect(paths.account.root.getHref({ 'saml-success': 'Linked to A & B' })).toBe(
      '/account?saml-success=Linked%20to%20A%20%26%20B',
    );
    expect(paths.auth.logout.getHref('/library')).toBe('/auth/logout?continue=%2Flibrary');
    expect(paths.auth.samlRegistrationDetails.getHref('student')).toBe('/auth/saml/registration/details?role=student');
  });
});
