import * as z from 'zod/mini';
import { classSchoolSchema } from './class-group';
import { isoDateTime } from './common';
import { titleSchema } from './user';

/**
 * The teachers of a school (school-and-family §2 Manage Teachers; Manage Classes assigns them to
 * classes). The school's administrators only.
 */
export const teacherRowSchema = z.object({
  id: z.string(),
  title: z.nullable(titleSchema),
  firstName: z.string(),
  lastName: z.string(),
  email: z.nullable(z.string()),
  /** A teacher's username is their email address (§3). */
  username: z.string(),
  isSchoolAdmin: z.boolean(),
  lastSignIn: z.nullable(isoDateTime),
  /** The teacher's classes of this school, by name. */
  classGroups: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type TeacherRow = z.infer<typeof teacherRowSchema>;

export const schoolTeachersResponseSchema = z.object({
  teachers: z.array(teacherRowSchema),
  school: classSchoolSchema,
});
