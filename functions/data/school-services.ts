import { schoolServiceSchema, type SchoolService } from '../../shared/schemas/school-access';
import { defineEntity } from './entity';
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
});

/** Every service of a school: one Query of the school's partition (a school has at most a catalogue's worth). */
export function listSchoolServices(schoolId: string): Promise<SchoolService[]> {
  return schoolServices.queryAll({ partition: schoolPartition(schoolId), sortKeyPrefix: SCHOOL_SERVICE_PREFIX });
}

/** Writes a school's access to one service whole (staff grants, the seed, tests). */
export function putSchoolService(schoolService: SchoolService): Promise<void> {
  return schoolServices.put(schoolService);
}
