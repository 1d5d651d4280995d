import * as z from 'zod';
import { TITLES } from '../constants';
import { isoDateTime } from './common';

export const titleSchema = z.enum(TITLES, { error: 'Please choose a title.' });
export const homeRoleSchema = z.enum(['parent', 'child']);
export const schoolRoleSchema = z.enum(['student', 'teacher', 'admin']);

export const staffRoleGrantSchema = z.object({ code: z.string(), context: z.string().nullable() });

/** The signed-in user as the API returns it: the profile kept in DynamoDB, keyed by the Cognito sub. */
export const sessionUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  title: titleSchema.nullable(),
  firstName: z.string(),
  lastName: z.string(),
  countryId: z.string().nullable(),
  homeRole: homeRoleSchema.nullable(),
  schoolRole: schoolRoleSchema.nullable(),
  isSchoolAdmin: z.boolean(),
  schoolId: z.string().nullable(),
  parentId: z.string().nullable(),
  staffRoles: z.array(staffRoleGrantSchema),
  createdAt: isoDateTime,
  lastSignIn: isoDateTime.nullable(),
  numSignIns: z.number().int().nonnegative(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionResponseSchema = z.object({ user: sessionUserSchema });
