import { describe, expect, it } from 'vitest';
import { namesApp, requestedApp } from '../../../shared/rules/app-deep-link';
import { canonicalAddress, prerenderedPageKey, prerenderedPageKind } from '../../../shared/rules/prerendered-pages';

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
    expect(prerenderedPageKey('/auth/login/scan', '')).toBeNull();
    expect(prerenderedPageKey('/parent/children', '')).toBeNull();
    expect(prerenderedPageKey('/admin/schools', '')).toBeNull();
  });

  it("names an app's detail and a static page, their HTML sanitised by the renderer as by the SPA", () => {
    expect(prerenderedPageKey('/library', '?serviceId=2')).toBe('library/app/2');
    expect(prerenderedPageKey('/library', '?app=coding-club&lang=fr')).toBe('library/app/coding-club');
    expect(prerenderedPageKey('/privacy-policy', '')).toBe('page/privacy-policy');
    // Any one-segment address could be a page of the content host: the edge serves it only once
    // the job wrote it, and index.html otherwise (the SPA's own /parent included).
    expect(prerenderedPageKey('/parent', '')).toBe('page/parent');
    expect(prerenderedPageKey('/library', '?serviceId=..%2Fx')).toBeNull();
  });

  it("keys an app's page on the app the SPA opens for it, by id or identifier either way", () => {
    const app = { id: '2', identifier: 'coding-club' };
    for (const search of ['?serviceId=2', '?app=2', '?serviceId=coding-club', '?app=coding-club&lang=fr']) {
      const requested = requestedApp(new URLSearchParams(search));
      expect(prerenderedPageKey('/library', search)).toBe(`library/app/${requested}`);
      expect(requested !== null && namesApp(app, requested)).toBe(true);
    }
    expect(namesApp(app, '3')).toBe(false);
    expect(requestedApp(new URLSearchParams('?lang=fr'))).toBeNull();
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
