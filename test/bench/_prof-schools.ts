import { randomUUID } from 'node:crypto';
import type { School } from '../../shared/schemas/schools';
const SYLLABLES = [
  'ka',
  'ro',
  'mi',
  'ta',
  'wa',
  'lu',
  'ne',
  'bo',
  'si',
  'da',
  'go',
  're',
  'pa',
  'ti',
  'mo',
  'ya',
  'ku',
  'le',
  'na',
  'vi',
];
const KINDS = [
  'Primary',
  'Public',
  'High',
  'Christian',
  'Grammar',
  'Catholic',
  'Secondary',
  'Community',
  'State',
  'Anglican',
];
const STATES = ['AU-NSW', 'AU-VIC', 'AU-QLD', 'AU-WA', 'AU-SA', 'AU-TAS', 'AU-ACT', 'AU-NT'];

/** A made-up place name; 8,000 of them, so a place word finds a handful of schools. */
function place(index: number): string {
  const a = SYLLABLES[index % 20] ?? '';
  const b = SYLLABLES[Math.floor(index / 20) % 20] ?? '';
  const c = SYLLABLES[Math.floor(index / 400) % 20] ?? '';
  const word = `${a}${b}${c}`;
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export function benchSchool(index: number): School {
  return {
    id: randomUUID(),
    name: `${place((index * 7919) % 8000)} ${KINDS[index % KINDS.length] ?? ''} School`,
    address: `${(index % 300) + 1} Bench Street`,
    city: place((index * 104_729) % 8000),
    postcode: String(1000 + ((index * 37) % 8999)),
    phone: null,
    countryId: 'AU',
    stateId: STATES[index % STATES.length] ?? null,
    code: `BENCH${index}`,
    competitive: false,
    studentNamesInReports: 'initials',
    demo: false,
    hidden: index % 50 === 0,
    vetted: index % 40 !== 0,
    identified: true,
    marketingBlockExpiry: null,
    trialLockEnd: null,
    email: null,
    flagReason: null,
    flaggedAt: null,
    flaggedBy: null,
    administrators: [],
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}


export const benchSchools = (n: number) => Array.from({ length: n }, (_, i) => benchSchool(i));
