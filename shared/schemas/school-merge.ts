import * as z from 'zod/mini';
import { jobSchema } from './jobs';
import { icu } from '../i18n/text';

/** Merge (staff-console §2 Merge modal, §8): the spec's words where it has them. */
export const SCHOOL_MERGE_MESSAGES = {
  deleteIdRequired: 'Please enter the id of the school to delete.',
  sameSchool: "Can't merge a school with itself",
  noSuchSchool: (schoolId: string) => icu('No school has the id {schoolId}.', { schoolId }),
  busy: 'One of these schools is already being merged or has an import running. Please wait until it has finished.',
  bothSignOn: 'Both schools sign on through a different school system. Unlink one of them before merging.',
  removeLinked: 'The school to delete is linked to a data source. Unlink it on its Data Link section first.',
  mergeFailed: 'The merge stopped before it finished. Resume it to move the rest; nothing moved so far is lost.',
} as const;

const schoolIdSchema = z
  .string({ error: SCHOOL_MERGE_MESSAGES.deleteIdRequired })
  .check(z.trim(), z.minLength(1, SCHOOL_MERGE_MESSAGES.deleteIdRequired), z.maxLength(64));

/** Lookup: the school to delete, named by id. */
export const schoolMergeLookupQuerySchema = z.object({ delete: schoolIdSchema });

/** What the Lookup shows of each school (id, name, city, administrators) and how much it holds. */
export const schoolMergeSideSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.nullable(z.string()),
  administrators: z.array(z.object({ id: z.string(), name: z.string() })),
  teachers: z.int(),
  students: z.int(),
  classes: z.int(),
});
export type SchoolMergeSide = z.infer<typeof schoolMergeSideSchema>;

export const schoolMergeLookupResponseSchema = z.object({ keep: schoolMergeSideSchema, remove: schoolMergeSideSchema });
export type SchoolMergeLookup = z.infer<typeof schoolMergeLookupResponseSchema>;

export const mergeSchoolSchema = z.object({ deleteSchoolId: schoolIdSchema });
export const mergeSchoolResponseSchema = z.object({ job: jobSchema });
