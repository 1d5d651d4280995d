import * as z from 'zod/mini';

/** The wizard imports either students or teachers; wording and columns follow the role. */
export const schoolRoleSchema = z.enum(['student', 'teacher']);
export type SchoolRole = z.infer<typeof schoolRoleSchema>;
