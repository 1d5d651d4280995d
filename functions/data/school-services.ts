import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { schoolServiceSchema, type SchoolService } from '../../shared/schemas/school-access';
import * as z from 'zod/mini';
import { db } from './client';
import { defineEntity } from './entity';
import { allPages, MAX_PAGE_SIZE, queryPage } from './paged-query';
import { rewriteEveryItem } from './rewrite-every-item';
import { schoolPartition } from './schools';

const SCHOOL_SERVICE_PREFIX = 'SCHOOLSERVICE#';

/**
 * A school's access to one service (staff-console §3 schoolService), one item per service in the
 * school's partition ('Services of a school'): every member's school-context user-services are
 * derived from these on each read.
 */
export const schoolServices = defineEntity({
  name: 'school-service',
  schema: schoolServiceSchema,
  key: {
    fields: ['schoolId', 'serviceId'],
    key: ({ schoolId, serviceId }) => ({ pk: schoolPartition(schoolId), sk: `${SCHOOL_SERVICE_PREFIX}${serviceId}` }),
  },
  indexes: {
    // The schools holding an app (gsi1 APPSCHOOLS#<serviceId>): the schools whose roster the app
    // may read through the OneRoster API are found without a Scan. Derived from the item's own
    // fields on every write, so it cannot fall out of step with a grant.
    byService: {
      index: 'gsi1',
      fields: ['serviceId', 'schoolId'],
      key: ({ serviceId, schoolId }) => ({ pk: `APPSCHOOLS#${serviceId}`, sk: schoolId }),
    },
  },
});

/** Every service of a school: one Query of the school's partition (a school has at most a catalogue's worth). */
export function listSchoolServices(schoolId: string): Promise<SchoolService[]> {
  return schoolServices.queryAll({ partition: schoolPartition(schoolId), sortKeyPrefix: SCHOOL_SERVICE_PREFIX });
}

/** What deciding whether a school holds an app needs of its access (holdsApp in the OneRoster API's sharing). */
const schoolHoldingSchema = z.pick(schoolServiceSchema, {
  schoolId: true,
  subscriptionEnd: true,
  trialEnd: true,
  perpetual: true,
});
export type SchoolHolding = z.output<typeof schoolHoldingSchema>;

/**
 * Every school's access to one app, expired ones too (one Query of gsi1, page after page), with only
 * what deciding whether the school holds it needs: it is read on every OneRoster request.
 */
export async function listServiceSchools(serviceId: string): Promise<SchoolHolding[]> {
  const items = await allPages((cursor) =>
    queryPage(
      { index: 'gsi1', partition: `APPSCHOOLS#${serviceId}`, attributes: Object.keys(schoolHoldingSchema.shape) },
      { limit: MAX_PAGE_SIZE, cursor },
    ),
  );
  return items.map((item) => schoolHoldingSchema.parse(item));
}

/** Writes a school's access to one service whole (staff grants, the seed, tests). */
export function putSchoolService(schoolService: SchoolService): Promise<void> {
  return schoolServices.put(schoolService);
}

/**
 * A one-off migration, never a request path: every school-service stored before the index of the
 * schools holding an app (gsi1 APPSCHOOLS#<serviceId>) gets its keys, so the OneRoster API finds
 * the schools that already had an app. Items written since carry them. A parallel Scan of the
 * table's school-service items; safe to run again, and while the portal is in use. Returns how
 * many were indexed.
 */
export function reindexSchoolServices(
  options: { segments?: number; onProgress?: (done: number) => void } = {},
): Promise<number> {
  return rewriteEveryItem(
    schoolServices.name,
    async (item) => {
      if (item['gsi1pk']) return false;
      try {
        await db().send(new UpdateCommand(schoolServices.reindexInput(schoolServices.fromItem(item))));
        return true;
      } catch (error) {
        // Changed or removed meanwhile: its writer gave it its keys, or there is nothing to index.
        if (error instanceof ConditionalCheckFailedException) return false;
        throw error;
      }
    },
    options,
  );
}
