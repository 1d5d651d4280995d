/**
 * OneRoster API benchmark, through the twin's gateway (docs/using/oneroster-api.md): a school of
 * 5,000 students and 200 classes (a teacher each), read as an app does. Measures the p50 of a page
 * of 100 users next to a raw DynamoDB Local GetItem in the same run (and a raw UpdateItem, the floor
 * of the one write every answered request makes: its record of the read), the request's two round
 * trips raw (a consistent BatchGetItem of five keys, then an UpdateItem adding to a counter; the
 * rate count is most often taken from the function's lease, with no write: docs/internals.md
 * 'OneRoster API'), and the time to read the whole school by pages of 100 (users, then classes,
 * then enrollments, following `next`).
 * Targets: a page of 100 users p50 ≤ 5 × raw GetItem p50; the school by pages < 10 s.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BatchGetItemCommand, GetItemCommand, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { startLocalStack } from '../../bin/local-stack';
import { ONEROSTER_ROSTERING_PATH } from '../../shared/api/endpoints/oneroster';
import { localDynamoDbClient } from '../../lib-infra/local/dynamodb-local';
import { rosterSchool, rosterToken } from '../support/roster-school';
import { percentile, printTable, reportTargets, timeEach } from './stats';

const STUDENTS = 5_000;
const CLASSES = 200;
const REQUESTS = 60;
const WARM_UPS = 10;
const RATIO = 5;
const WHOLE_SCHOOL_MS = 10_000;

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-oneroster-'));
let met = false;
try {
  const stack = await startLocalStack({ dataDir, web: 'none', seed: true, schedules: false });
  const world = await rosterSchool({ classes: CLASSES, students: STUDENTS });
  const { token } = await rosterToken();
  const read = async (address: string) => {
    const response = await fetch(address, { headers: { authorization: `Bearer ${token}` } });
    if (response.status !== 200) throw new Error(`${address} answered ${response.status}: ${await response.text()}`);
    const next = /<([^>]+)>; rel="next"/.exec(response.headers.get('link') ?? '')?.[1] ?? null;
    return { body: (await response.json()) as Record<string, unknown[]>, next };
  };
  const base = `${stack.url}${ONEROSTER_ROSTERING_PATH}/schools/${world.school.id}`;
  const pageOfUsers = () => read(`${base}/students?limit=100&offset=2500`);
  const client = localDynamoDbClient(stack.dynamoDbEndpoint);
  const rawGetItem = () =>
    client.send(
      new GetItemCommand({ TableName: stack.tableName, Key: { pk: { S: 'SERVICES' }, sk: { S: 'SERVICE#1' } } }),
    );
  const counter = (sk: string) => ({
    TableName: stack.tableName,
    Key: { pk: { S: 'BENCH#oneroster' }, sk: { S: sk } },
    UpdateExpression: 'ADD #count :one',
    ExpressionAttributeNames: { '#count': 'count' },
    ExpressionAttributeValues: { ':one': { N: '1' } },
  });
  const rawUpdateItem = () => client.send(new UpdateItemCommand(counter('WRITE')));
  // What a warm request sends, without the request: its one read, then its one write.
  const rawRoundTrips = async () => {
    const keys = ['CREDENTIAL', 'SIGNON', 'ACCESS', 'SWITCH', 'RELEASE'].map((sk) => ({
      pk: { S: 'BENCH#oneroster' },
      sk: { S: sk },
    }));
    await client.send(
      new BatchGetItemCommand({ RequestItems: { [stack.tableName]: { Keys: keys, ConsistentRead: true } } }),
    );
    await client.send(new UpdateItemCommand(counter('READS')));
  };

  for (let index = 0; index < WARM_UPS; index += 1) await Promise.all([pageOfUsers(), rawGetItem()]);
  const pageTimes: number[] = [];
  const getTimes: number[] = [];
  const writeTimes: number[] = [];
  const roundTripTimes: number[] = [];
  for (let index = 0; index < REQUESTS; index += 1) {
    pageTimes.push(...(await timeEach(1, pageOfUsers)));
    getTimes.push(...(await timeEach(1, rawGetItem)));
    writeTimes.push(...(await timeEach(1, rawUpdateItem)));
    roundTripTimes.push(...(await timeEach(1, rawRoundTrips)));
  }

  // The whole school as a client reads it: every page of each collection, following `next`.
  const started = performance.now();
  let pages = 0;
  let records = 0;
  for (const collection of ['students', 'teachers', 'classes', 'enrollments']) {
    let address: string | null = `${base}/${collection}?limit=100`;
    while (address) {
      const page: Awaited<ReturnType<typeof read>> = await read(address);
      pages += 1;
      records += Object.values(page.body)[0]?.length ?? 0;
      address = page.next;
    }
  }
  const wholeSchoolMs = performance.now() - started;
  await stack.stop();

  const pageP50 = percentile(pageTimes, 50);
  const getP50 = percentile(getTimes, 50);
  printTable(
    ['measure', 'p50 ms', 'p99 ms', 'samples'],
    [
      ['page of 100 users (school of 5,000)', pageP50, percentile(pageTimes, 99), pageTimes.length],
      ['raw GetItem', getP50, percentile(getTimes, 99), getTimes.length],
      ['raw UpdateItem (no target)', percentile(writeTimes, 50), percentile(writeTimes, 99), writeTimes.length],
      [
        "raw BatchGet, then UpdateItem (a request's, no target)",
        percentile(roundTripTimes, 50),
        percentile(roundTripTimes, 99),
        roundTripTimes.length,
      ],
    ],
  );
  console.log(`\nThe whole school by pages of 100: ${pages} pages, ${records} records, ${wholeSchoolMs.toFixed(0)} ms`);
  met = reportTargets([
    [
      pageP50 <= RATIO * getP50,
      `page of 100 users p50 ${pageP50.toFixed(1)} ms ≤ ${RATIO} × raw GetItem p50 ${getP50.toFixed(1)} ms (${(pageP50 / getP50).toFixed(1)}×)`,
    ],
    [wholeSchoolMs < WHOLE_SCHOOL_MS, `the school by pages ${wholeSchoolMs.toFixed(0)} ms < ${WHOLE_SCHOOL_MS} ms`],
  ]);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(met ? 0 : 1);
