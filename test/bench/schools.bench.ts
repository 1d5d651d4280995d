/**
 * School search benchmark (visitor-and-account §2 web.school-identification): 50,000 schools of
 * one country seeded with BatchWrite, then GET /api/schools/search through the twin's gateway
 * (token check, profile read beside one Query per term, a common word's page kept a minute)
 * interleaved with a raw DynamoDB Local GetItem, so both see the same machine load.
 * Target: search p50 ≤ 3 × raw GetItem p50. The staff console's search (staff-console §2 Schools
 * search page: GET /api/admin/schools?query=, every school, by name-word beginnings, postcode or
 * A-Number) runs over the same schools, with the same target; beside it, measured without a
 * target, a staff search of two short word beginnings ('Karo Prim', as staff type 'Demo Prim').
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import { DEMO_ACCOUNTS } from '../../bin/seed/demo-accounts';
import { startLocalStack } from '../../bin/local-stack';
import { putSchools } from '../../functions/data/schools';
import { localDynamoDbClient } from '../../lib-infra/local/dynamodb-local';
import type { School } from '../../shared/schemas/schools';
import { percentile, printTable, timeEach } from './stats';
import { twinIdToken } from '../support/twin-sign-in';

/** BENCH_SCHOOLS overrides the count for quick local runs; the target is set at 50,000. */
const SCHOOLS = Number(process.env.BENCH_SCHOOLS ?? 50_000);
const REQUESTS = 300;
const WARM_UPS = 30;
const TARGET_RATIO = 3;

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
/** What a staff search is by, in turn: the n-th search is by the (n mod 3)-th. */
const STAFF_SEARCH_KINDS = ['name beginning', 'postcode', 'A-Number'] as const;
const STATES = ['AU-NSW', 'AU-VIC', 'AU-QLD', 'AU-WA', 'AU-SA', 'AU-TAS', 'AU-ACT', 'AU-NT'];

/** A made-up place name; 8,000 of them, so a place word finds a handful of schools. */
function place(index: number): string {
  const a = SYLLABLES[index % 20] ?? '';
  const b = SYLLABLES[Math.floor(index / 20) % 20] ?? '';
  const c = SYLLABLES[Math.floor(index / 400) % 20] ?? '';
  const word = `${a}${b}${c}`;
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function benchSchool(index: number): School {
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

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-schools-'));
let met = false;
try {
  const stack = await startLocalStack({ dataDir, web: 'none', seed: true });
  const schools = Array.from({ length: SCHOOLS }, (_, index) => benchSchool(index));
  const seedStarted = performance.now();
  await putSchools(schools, { parallel: 4 });
  const seedMs = performance.now() - seedStarted;

  const signIn = (username: string) => twinIdToken(stack.url, stack.userPoolClientId, username);

  const token = await signIn(DEMO_ACCOUNTS.teacher.username);
  const staffToken = await signIn(DEMO_ACCOUNTS.teleStaff.username);

  // Hidden and unvetted schools are left out of search by design, so only searchable ones are looked for.
  const searchable = schools.filter((school) => !school.hidden && school.vetted);
  let found = 0;
  /** A search as the identification form sends it: a school's name words, or its postcode. */
  const search = async (index: number) => {
    const school = searchable[(index * 131) % searchable.length];
    if (!school) throw new Error('no school');
    const query: Record<string, string> =
      index % 3 === 2 ? { postcode: school.postcode ?? '', countryId: 'AU' } : { name: school.name, countryId: 'AU' };
    const response = await fetch(`${stack.url}/api/schools/search?${new URLSearchParams(query).toString()}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`search answered ${response.status}: ${await response.text()}`);
    const body = (await response.json()) as { schools: { id: string }[] };
    if (body.schools.length > 0) found += 1;
  };
  let staffFound = 0;
  /** A staff search as the Schools tab sends it: the first 6 letters of a name word, a postcode, or an A-Number; any school. */
  const staffSearch = async (index: number) => {
    const position = (index * 977) % schools.length;
    const school = schools[position];
    if (!school) throw new Error('no school');
    const kind = STAFF_SEARCH_KINDS[index % STAFF_SEARCH_KINDS.length];
    const query =
      kind === 'name beginning' ? school.name.slice(0, 6) : kind === 'postcode' ? (school.postcode ?? '') : school.code;
    const response = await fetch(`${stack.url}/api/admin/schools?${new URLSearchParams({ query }).toString()}`, {
      headers: { authorization: `Bearer ${staffToken}` },
    });
    if (!response.ok) throw new Error(`staff search answered ${response.status}: ${await response.text()}`);
    const body = (await response.json()) as { schools: { id: string }[] };
    if (body.schools.length > 0) staffFound += 1;
  };
  let wordsFound = 0;
  /**
   * Of those, answers that said more than 100 schools matched (the spec's limit): at 50,000 the
   * bench's 20 place names beginning 'Karo' all go with one kind, so 'Karo Prim' matches 125 schools
   * by name alone. Such an answer is right to leave the school out, and says so.
   */
  let wordsLimited = 0;
  /** Two short beginnings: four letters of a school's place word and of its kind ('Karo Prim'). */
  const staffWordsSearch = async (index: number) => {
    const school = schools[(index * 613) % schools.length];
    if (!school) throw new Error('no school');
    const [place = '', kind = ''] = school.name.split(' ');
    const query = `${place.slice(0, 4)} ${kind.slice(0, 4)}`;
    const response = await fetch(`${stack.url}/api/admin/schools?${new URLSearchParams({ query }).toString()}`, {
      headers: { authorization: `Bearer ${staffToken}` },
    });
    if (!response.ok) throw new Error(`staff search answered ${response.status}: ${await response.text()}`);
    const body = (await response.json()) as { schools: { id: string }[]; limited: boolean };
    if (body.schools.some((found) => found.id === school.id)) wordsFound += 1;
    else if (body.limited) wordsLimited += 1;
  };
  const client = localDynamoDbClient(stack.dynamoDbEndpoint);
  const rawGetItem = () =>
    client.send(
      new GetItemCommand({ TableName: stack.tableName, Key: { pk: { S: 'SERVICES' }, sk: { S: 'SERVICE#1' } } }),
    );

  for (let index = 0; index < WARM_UPS; index += 1)
    await Promise.all([search(index), staffSearch(index), staffWordsSearch(index), rawGetItem()]);
  found = 0;
  staffFound = 0;
  wordsFound = 0;
  wordsLimited = 0;
  const raw: number[] = [];
  const searches: number[] = [];
  const staffSearches: number[] = [];
  const wordsSearches: number[] = [];
  for (let index = 0; index < REQUESTS; index += 1) {
    raw.push(...(await timeEach(1, rawGetItem)));
    searches.push(...(await timeEach(1, () => search(index))));
    staffSearches.push(...(await timeEach(1, () => staffSearch(index))));
    wordsSearches.push(...(await timeEach(1, () => staffWordsSearch(index))));
  }
  client.destroy();
  await stack.stop();

  console.log(
    `\nSchool search over ${SCHOOLS.toLocaleString('en')} schools (seeded in ${(seedMs / 1000).toFixed(1)} s with BatchWrite, 4 at a time)`,
  );
  printTable(
    ['measure', 'p50 ms', 'p99 ms', 'samples'],
    [
      ['raw DynamoDB Local GetItem', percentile(raw, 50), percentile(raw, 99), raw.length],
      [
        'GET /api/schools/search (name words or postcode)',
        percentile(searches, 50),
        percentile(searches, 99),
        searches.length,
      ],
      [
        'GET /api/admin/schools (name beginning, postcode or A-Number)',
        percentile(staffSearches, 50),
        percentile(staffSearches, 99),
        staffSearches.length,
      ],
      // The three kinds the staff line mixes, apart: where its time goes.
      ...STAFF_SEARCH_KINDS.map((kind, position): [string, number, number, number] => {
        const ofKind = staffSearches.filter((_, index) => index % STAFF_SEARCH_KINDS.length === position);
        return [`  of which by ${kind}`, percentile(ofKind, 50), percentile(ofKind, 99), ofKind.length];
      }),
      [
        "GET /api/admin/schools (two short beginnings, 'Karo Prim')",
        percentile(wordsSearches, 50),
        percentile(wordsSearches, 99),
        wordsSearches.length,
      ],
    ],
  );
  const ratio = percentile(searches, 50) / percentile(raw, 50);
  const staffRatio = percentile(staffSearches, 50) / percentile(raw, 50);
  met =
    ratio <= TARGET_RATIO &&
    found === REQUESTS &&
    staffRatio <= TARGET_RATIO &&
    staffFound === REQUESTS &&
    wordsFound + wordsLimited === REQUESTS;
  console.log('\nTargets');
  console.log(
    `${ratio <= TARGET_RATIO ? 'met   ' : 'MISSED'}  school search p50 / raw GetItem p50 = ${ratio.toFixed(2)} (target ≤ ${TARGET_RATIO})`,
  );
  console.log(
    `${found === REQUESTS ? 'met   ' : 'MISSED'}  searches that found schools: ${found} of ${REQUESTS} (target all)`,
  );
  console.log(
    `${staffRatio <= TARGET_RATIO ? 'met   ' : 'MISSED'}  staff school search p50 / raw GetItem p50 = ${staffRatio.toFixed(2)} (target ≤ ${TARGET_RATIO})`,
  );
  console.log(
    `${staffFound === REQUESTS ? 'met   ' : 'MISSED'}  staff searches that found schools: ${staffFound} of ${REQUESTS} (target all)`,
  );
  console.log(
    `${wordsFound + wordsLimited === REQUESTS ? 'met   ' : 'MISSED'}  two-beginning staff searches that found their school: ${wordsFound} of ${REQUESTS}, and ${wordsLimited} said more than 100 matched (target all)`,
  );
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(met ? 0 : 1);
