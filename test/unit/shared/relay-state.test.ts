import { describe, expect, it } from 'vitest';
import { relayStateKind, relayStateOnAppSite } from '../../../shared/rules/relay-state';

const ACS = 'https://maths.example/saml/acs';

describe('the RelayState the portal sets for an IdP-initiated launch', () => {
  it.each([
    ['/play', 'path'],
    ['/level/2?class=7b#top', 'path'],
    ['https://maths.example/level/2', 'address'],
    ['http://localhost:3000/_local/apps/maths-quest/level', 'address'],
    ['javascript:alert(1)', 'refused'],
    ['JavaScript:alert(1)', 'refused'],
    ['data:text/html,<script>alert(1)</script>', 'refused'],
    ['//evil.example/play', 'refused'],
    ['/\\evil.example', 'refused'],
    ['level/2', 'refused'],
    [' /play', 'refused'],
    ['/play\nSet-Cookie: x', 'refused'],
    ['java\tscript:alert(1)', 'refused'],
    ['https://user:secret@maths.example/', 'refused'],
    ['', 'refused'],
  ])('%j is a %s', (value, kind) => {
    expect(relayStateKind(value)).toBe(kind);
  });

  it.each([
    ['/play', true],
    ['https://maths.example/level/2', true],
    ['https://www.maths.example/level/2', true],
    ['https://evil.example/', false],
    ['https://maths.example.evil.example/', false],
    ['https://evilmaths.example/', false],
    ['http://maths.example/level/2', false],
    ['javascript:alert(1)', false],
  ])(`%j is on the site of an app whose consumer is ${ACS}: %s`, (value, allowed) => {
    expect(relayStateOnAppSite(value, ACS)).toBe(allowed);
  });

  it("takes plain http only from an app whose consumer is on plain http (the twin's demo apps)", () => {
    expect(relayStateOnAppSite('http://localhost:3000/level', 'http://localhost:3000/_local/apps/x/acs')).toBe(true);
    expect(relayStateOnAppSite('http://elsewhere:3000/level', 'http://localhost:3000/_local/apps/x/acs')).toBe(false);
  });
});
