import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import { startLocalStack } from '../../bin/local-stack';
import { localDynamoDbClient } from '../../lib-infra/local/dynamodb-local';
import { percentile, timeEach } from './stats';
import { staffTermsBeginningWith, schools as schoolEntity, schoolCodeClaims } from '../../functions/data/schools';
import { batchGetItems } from '../../functions/data/batch-get';
import { usernameClaims } from '../../functions/data/usernames';
import { benchSchools } from './_prof-schools';

const stack = await startLocalStack({ dataDir: '/tmp/prof-schools', web: 'none', seed: false });
const N = 5000;
const schools = benchSchools(N);
const client = localDynamoDbClient(stack.dynamoDbEndpoint);
const raw = () => client.send(new GetItemCommand({ TableName: stack.tableName, Key: { pk: { S: 'SERVICES' }, sk: { S: 'SERVICE#1' } } }));
const q = (i: number) => schools[(i * 977) % N]!;
const tests: Record<string, (i: number) => Promise<unknown>> = {
  raw: () => raw(),
  batch4: (i) => batchGetItems([schoolEntity.keyOf({ id: q(i).code }), schoolCodeClaims.keyOf({ code: q(i).code }), schoolCodeClaims.keyOf({ code: q(i).code.toLowerCase() }), usernameClaims.keyOf({ username: q(i).code })]),
  batch1: (i) => batchGetItems([schoolCodeClaims.keyOf({ code: q(i).code })]),
  queryCode: (i) => staffTermsBeginningWith(q(i).code.toLowerCase(), 500),
  queryName6: (i) => staffTermsBeginningWith(q(i).name.slice(0, 6).toLowerCase(), 500),
  queryPost: (i) => staffTermsBeginningWith(q(i).postcode ?? '', 500),
  both: (i) => Promise.all([tests.batch4!(i), tests.queryName6!(i)]),
};
for (let i = 0; i < 30; i++) for (const t of Object.values(tests)) await t(i);
const samples: Record<string, number[]> = {};
for (let i = 0; i < 200; i++) for (const [n, t] of Object.entries(tests)) (samples[n] ??= []).push(...(await timeEach(1, () => t(i))));
console.log(Object.fromEntries(Object.entries(samples).map(([n, s]) => [n, percentile(s, 50).toFixed(2)])));
const counts = await Promise.all([0,1,2,3,4].map(async (i) => [(await staffTermsBeginningWith(q(i).code.toLowerCase(), 500)).terms.length, (await staffTermsBeginningWith(q(i).name.slice(0, 6).toLowerCase(), 500)).terms.length]));
console.log(counts);
await stack.stop();
process.exit(0);
