import { existsSync } from 'node:fs';
import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import { DEMO_ACCOUNTS } from '../../bin/seed/demo-accounts';
import { startLocalStack } from '../../bin/local-stack';
import { putSchools } from '../../functions/data/schools';
import { localDynamoDbClient } from '../../lib-infra/local/dynamodb-local';
import { percentile, timeEach } from './stats';
import { twinIdToken } from './twin-sign-in';
import { searchAdminSchools } from '../../functions/domain/admin-schools/school-search';

const dataDir = '/tmp/prof-schools';
const fresh = !existsSync(dataDir);
const stack = await startLocalStack({ dataDir, web: 'none', seed: fresh });
const N = 5000;
const names = (i: number) => ['ka','ro','mi','ta','wa','lu','ne','bo','si','da','go','re','pa','ti','mo','ya','ku','le','na','vi'];
void names;
if (fresh) {
  const { benchSchools } = await import('./_prof-schools');
  await putSchools(benchSchools(N), { parallel: 4 });
}
const token = await twinIdToken(stack.url, stack.userPoolClientId, DEMO_ACCOUNTS.teleStaff.username);
const client = localDynamoDbClient(stack.dynamoDbEndpoint);
const raw = () => client.send(new GetItemCommand({ TableName: stack.tableName, Key: { pk: { S: 'SERVICES' }, sk: { S: 'SERVICE#1' } } }));
const { benchSchools } = await import('./_prof-schools');
const schools = benchSchools(N);
const http = async (query: string) => {
  const r = await fetch(`${stack.url}/api/admin/schools?${new URLSearchParams({ query })}`, { headers: { authorization: `Bearer ${token}` } });
  if (!r.ok) throw new Error(String(r.status));
  await r.json();
};
const services = async () => {
  const r = await fetch(`${stack.url}/api/services`, { headers: { authorization: `Bearer ${token}` } });
  await r.json();
};
const kinds: Record<string, (i: number) => string> = {
  name6: (i) => schools[(i * 977) % N]!.name.slice(0, 6),
  postcode: (i) => schools[(i * 977) % N]!.postcode ?? '',
  code: (i) => schools[(i * 977) % N]!.code,
};
for (let i = 0; i < 30; i++) { await raw(); await services(); for (const k of Object.values(kinds)) { await http(k(i)); await searchAdminSchools(k(i)); } }
const out: Record<string, number> = {};
const rawT: number[] = [];
const svcT: number[] = [];
const httpT: Record<string, number[]> = {};
const domT: Record<string, number[]> = {};
for (let i = 0; i < 200; i++) {
  rawT.push(...(await timeEach(1, raw)));
  svcT.push(...(await timeEach(1, services)));
  for (const [name, q] of Object.entries(kinds)) {
    (httpT[name] ??= []).push(...(await timeEach(1, () => http(q(i)))));
    (domT[name] ??= []).push(...(await timeEach(1, () => searchAdminSchools(q(i)))));
  }
}
out.raw = percentile(rawT, 50);
out.services = percentile(svcT, 50);
for (const name of Object.keys(kinds)) { out[`http ${name}`] = percentile(httpT[name]!, 50); out[`domain ${name}`] = percentile(domT[name]!, 50); }
console.log(out);
await stack.stop();
process.exit(0);
