import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../lib-infra/web/security-headers';
import {
  canonicalAddress,
  prerenderedPageKey,
  prerenderedPageKind,
  SIGNED_IN_CHECK_SCRIPT,
  SIGNED_IN_CHECK_SCRIPT_HASH,
} from '../../../shared/rules/prerendered-pages';

describe('prerenderedPageKey', () => {
  it('names the public pages a signed-out visitor opens first', () => {
    expect(prerenderedPageKey('/library', '')).toBe('library');
    expect(prerenderedPageKey('/library/', '')).toBe('library');
    expect(prerenderedPageKey('/auth/login', '')).toBe('auth/login');
    expect(prerenderedPageKey('/auth/register', '')).toBe('auth/register');
    expect(prerenderedPageKey('/contact-us', '')).toBe('contact-us');
  });

  it('keeps the page for the language link and campaign tags', () => {
    expect(prerenderedPageKey('/library', '?lang=es')).toBe('library');
    expect(prerenderedPageKey('/auth/login', '?utm_source=mail&utm_campaign=term-1')).toBe('auth/login');
  });

  it('leaves to the SPA an address whose query changes the page', () => {
    expect(prerenderedPageKey('/auth/login', '?intended=%2Fparent')).toBeNull();
    expect(prerenderedPageKey('/auth/login', '?SAMLRequest=abc')).toBeNull();
    expect(prerenderedPageKey('/auth/register', '?step=details&type=parent')).toBeNull();
    expect(prerenderedPageKey('/library', '?serviceId=1&serviceId=2')).toBeNull();
  });

  it('leaves to the SPA every other page', () => {
    expect(prerenderedPageKey('/', '')).toBeNull();
    expect(prerenderedPageKey('/parent', '')).toBeNull();
    expect(prerenderedPageKey('/auth/login/scan', '')).toBeNull();
    expect(prerenderedPageKey('/admin/schools', '')).toBeNull();
  });

  it('does not yet name an app detail or a static page: their HTML needs the sanitiser', () => {
    expect(prerenderedPageKey('/library', '?serviceId=2')).toBeNull();
    expect(prerenderedPageKey('/library', '?app=coding-club')).toBeNull();
    expect(prerenderedPageKey('/privacy-policy', '')).toBeNull();
  });

  it('says the kind of each key', () => {
    expect(prerenderedPageKind('library')).toBe('library');
    expect(prerenderedPageKind('library/app/2')).toBe('library-app');
    expect(prerenderedPageKind('auth/login')).toBe('login');
    expect(prerenderedPageKind('auth/register')).toBe('register');
    expect(prerenderedPageKind('contact-us')).toBe('contact-us');
    expect(prerenderedPageKind('page/press')).toBe('page');
  });
});

describe('canonicalAddress', () => {
  it('is the address without campaign tags, with the language link but in English', () => {
    expect(canonicalAddress(new URL('https://site.example/library?utm_source=x'), 'en')).toBe(
      'https://site.example/library',
    );
    expect(canonicalAddress(new URL('https://site.example/auth/login?lang=fr'), 'es')).toBe(
      'https://site.example/auth/login?lang=es',
    );
  });
});

describe('the signed-in check of a prerendered page', () => {
  it('is allowed by the site CSP by its hash, and by nothing broader', () => {
    const hash = createHash('sha256').update(SIGNED_IN_CHECK_SCRIPT).digest('base64');
    expect(SIGNED_IN_CHECK_SCRIPT_HASH).toBe(`'sha256-${hash}'`);
    const scriptSrc = /script-src ([^;]*)/.exec(contentSecurityPolicy({ connect: [], formActions: [] }))?.[1];
    expect(scriptSrc?.split(' ')).toContain(SIGNED_IN_CHECK_SCRIPT_HASH);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });
});
