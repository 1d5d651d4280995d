import { describe, expect, it } from 'vitest';
import { hostsOf, returnAddress } from '../../../shared/rules/return-address';

describe("the 'Return to {domain}' bar", () => {
  const allowed = ['portal.example', 'mathsquest.example'];

  it.each([
    [
      'an app of the library',
      'https://www.mathsquest.example/games?level=2',
      { href: 'https://www.mathsquest.example/games?level=2', domain: 'mathsquest.example' },
    ],
    [
      'the portal itself',
      'https://portal.example/library',
      { href: 'https://portal.example/library', domain: 'portal.example' },
    ],
    [
      'a sub-domain of an allowed host',
      'https://play.mathsquest.example/',
      { href: 'https://play.mathsquest.example/', domain: 'play.mathsquest.example' },
    ],
    [
      'a local address, with its port',
      'http://localhost:5173/library',
      { href: 'http://localhost:5173/library', domain: 'localhost:5173' },
    ],
    [
      'an address on the scheme’s own port, without it',
      'https://portal.example:443/library',
      { href: 'https://portal.example/library', domain: 'portal.example' },
    ],
  ])('offers the way back to %s, shown as the domain', (_what, value, expected) => {
    // Act
    const address = returnAddress(value, [...allowed, 'localhost']);

    // Assess
    expect(address).toEqual(expected);
  });

  it.each([
    ['no address', null],
    ['another site', 'https://evil.example/phish'],
    ['a look-alike host', 'https://mathsquest.example.evil.example/'],
    ['a script', 'javascript:alert(1)'],
    ['an unreadable address', 'not a url'],
  ])('offers nothing for %s', (_what, value) => {
    // Act
    const address = returnAddress(value, allowed);

    // Assess
    expect(address).toBeNull();
  });

  it('reads the hosts of the apps’ homepages, leaving out what is not an address', () => {
    // Act
    const hosts = hostsOf(['https://www.mathsquest.example/', 'nonsense', null, 'http://Words.Example/x']);

    // Assess
    expect(hosts).toEqual(['mathsquest.example', 'words.example']);
  });
});
