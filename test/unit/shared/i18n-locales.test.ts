import { describe, expect, it } from 'vitest';
import { nearestLocale, negotiateLocale } from '../../../shared/i18n/locales';

describe('nearestLocale', () => {
  it.each([
    ['es', 'es'],
    ['ES', 'es'],
    ['es-MX', 'es'],
    ['fr_CA', 'fr'],
    ['ar-EG', 'ar'],
    [' en-AU ', 'en'],
    ['zh-Hans', 'zh-Hans'],
    ['zh-hans-CN', 'zh-Hans'],
    ['zh-CN', 'zh-Hans'],
    ['zh', 'zh-Hans'],
  ])('takes %s for %s', (tag, locale) => {
    expect(nearestLocale(tag)).toBe(locale);
  });

  it.each(['zh-TW', 'zh-Hant', 'zh-HK', 'zh-Hant-MO', 'de', 'xx', '', '*', 'pseudo'])(
    'has no language near %j',
    (tag) => {
      expect(nearestLocale(tag)).toBeUndefined();
    },
  );
});

describe('negotiateLocale', () => {
  it('takes the first tag by quality that the portal speaks', () => {
    expect(negotiateLocale('de-DE, fr;q=0.8, es;q=0.9')).toBe('es');
    expect(negotiateLocale('ar;q=0.5, zh-CN;q=0.7')).toBe('zh-Hans');
  });

  it('keeps the order of the header between tags of one quality', () => {
    expect(negotiateLocale('fr-CA, es')).toBe('fr');
    expect(negotiateLocale('es;q=0.5, fr;q=0.5')).toBe('es');
  });

  it('passes over a tag refused with q=0 and a tag of no near language', () => {
    expect(negotiateLocale('es;q=0, de, fr;q=0.1')).toBe('fr');
    expect(negotiateLocale('zh-TW, ar;q=0.2')).toBe('ar');
  });

  it('reads a tag whose weight cannot be read as of weight 1, never as an error', () => {
    expect(negotiateLocale('es;q=abc')).toBe('es');
    expect(negotiateLocale('de;q=0.9, fr;q=')).toBe('fr');
  });

  it.each([undefined, null, '', 'xx', 'de-DE, it;q=0.9', '*', ';;;,,', 'q=0.5', '=;q', '\u0000'])(
    'answers English for %j: no language asked for, none spoken, or a malformed header',
    (header) => {
      expect(negotiateLocale(header)).toBe('en');
    },
  );
});
