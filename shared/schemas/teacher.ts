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

/** Manage Teachers and Import Teachers (school-and-family §2, §5, §8), and the API's refusals. */
export const TEACHER_MESSAGES = {
  // §2
  added: 'Teacher Added Successfully. We will automatically send them an email containing their username and password shortly.',
  // §5
  selectOneTeacher: 'Please select 1 teacher',
  // §8
  saveFailed: 'An unknown error occured while saving the teacher account.',
  deleteFailed: 'There was a problem removing this teacher',
  adminChangeFailed: 'An unknown error occured while changing the school administrators.',
  // The API's refusals
  onlyAdministrators: 'Only school administrators can manage the teachers of this school.',
  teacherNotFound: 'This teacher is not a teacher of this school.',
} as const;
