import { rewriteEveryItem } from './rewrite-every-item';
import { getSchool, rewriteSchoolTerms, schools, SchoolWriteRefusedError } from './schools';

const ATTEMPTS = 3;

/** Writes one school's term items again; a school changed meanwhile is read again (a few times). */
async function reindexSchool(id: string, first: Record<string, unknown>): Promise<boolean> {
  let school = schools.fromItem(first);
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    try {
      await rewriteSchoolTerms(school);
      return true;
    } catch (error) {
      if (!(error instanceof SchoolWriteRefusedError) || error.refusal !== 'school-changed') throw error;
      const current = await getSchool(id, { consistent: true });
      if (!current) return false;
      school = current;
    }
  }
  throw new Error(`The school ${id} kept changing while its terms were written`);
}

/**
 * A one-off migration, never a request path: every school's term items written again from the
 * school, so schools stored before a release that changed the terms (the staff search's
 * two-character partitions, the A-Number, e-mail and work-queue terms) are found and listed as new
 * ones are. A parallel Scan of the table's school items, `segments` at a time; safe to run again,
 * and while the portal is in use.
 */
export function reindexSchools(
  options: { segments?: number; onProgress?: (done: number) => void } = {},
): Promise<number> {
  return rewriteEveryItem(schools.name, (item) => reindexSchool(String(item['id']), item), options);
}
