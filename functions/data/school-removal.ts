import { sendBatchWrite } from './batch-write';
import type { School } from '../../shared/schemas/schools';
import { identityOf, schoolCodeClaims, schoolIdentityClaims, schoolPartition, schools } from './schools';
import { allPages, MAX_PAGE_SIZE, queryPage } from './paged-query';

type Key = { pk: string; sk: string };

async function deleteKeys(keys: readonly Key[]): Promise<void> {
  for (let start = 0; start < keys.length; start += 25) {
    await sendBatchWrite(keys.slice(start, start + 25).map((Key) => ({ DeleteRequest: { Key } })));
  }
}

/** Every key of the school's own partition but the school item itself (search and queue terms, services, quotes). */
async function partitionKeysBesideSchool(schoolId: string): Promise<Key[]> {
  const items = await allPages((cursor) =>
    queryPage({ index: null, partition: schoolPartition(schoolId) }, { limit: MAX_PAGE_SIZE, cursor }),
  );
  return items.map((item) => ({ pk: String(item['pk']), sk: String(item['sk']) })).filter((key) => key.sk !== 'SCHOOL');
}

/**
 * Removes a school's own items: everything in its partition (search and work-queue terms, services,
 * quote requests), its identity claim, then the school item; its A-Number's claim goes to
 * `codeClaim`: the school it was merged into (the number stays taken and finds that school), or
 * nobody when the school is deleted. The school item goes last, so a run stopped half-way finds the
 * school and finishes.
 */
export async function removeSchoolItems(
  school: School,
  codeClaim: { keptSchoolId: string } | 'released',
): Promise<void> {
  const identity = identityOf(school);
  const [partitionKeys, identityClaim, code] = await Promise.all([
    partitionKeysBesideSchool(school.id),
    identity ? schoolIdentityClaims.get({ identity }) : null,
    schoolCodeClaims.get({ code: school.code }),
  ]);
  await deleteKeys([
    ...partitionKeys,
    ...(identity && identityClaim?.schoolId === school.id ? [schoolIdentityClaims.keyOf({ identity }) as Key] : []),
  ]);
  if (codeClaim === 'released') {
    if (code?.schoolId === school.id) await schoolCodeClaims.remove({ code: school.code });
  } else await schoolCodeClaims.put({ code: school.code, schoolId: codeClaim.keptSchoolId });
  await schools.remove({ id: school.id });
}
