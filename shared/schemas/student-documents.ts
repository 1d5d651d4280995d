import * as z from 'zod/mini';
import { isoDateTime } from './common';
import { classIdSchema } from './classes';

/** Printable documents of a class (§7 pdf/{format}); 'list' is the student list of GET …/students/pdf. */
export const STUDENT_DOCUMENT_FORMATS = ['list', 'login-cards', 'home-letters'] as const;
export const studentDocumentParamsSchema = z.object({
  classGroupId: classIdSchema,
  format: z.enum(STUDENT_DOCUMENT_FORMATS),
});
/** Optional comma-separated student ids; absent means the whole class. */
export const studentDocumentQuerySchema = z.object({ students: z.optional(z.string().check(z.maxLength(70_000))) });
/**
 * The most students one printed document holds. A route answers within Lambda's 6 MB response
 * (a PDF goes base64-encoded, home letters run about 4 KB a student that way) and its 15 s
 * timeout (1,000 home letters took 18 s on the twin): 500 keeps both with room to spare.
 * A larger class is printed in parts, by ticking the students of each part.
 */
export const MAX_PRINTED_STUDENTS = 500;
/** The student documents' own refusals. */
export const STUDENT_DOCUMENT_MESSAGES = {
  tooManyToPrint: `One document holds at most ${MAX_PRINTED_STUDENTS} students: tick up to ${MAX_PRINTED_STUDENTS} students and print them, then the next ones.`,
  notInClass: 'Some of these students are not in this class.',
  schoolListAdministratorsOnly: "Only the school's administrators can export the student list of the whole school.",
} as const;

/** Void Login Cards: every card printed before stops signing in. */
export const voidLoginCardsResponseSchema = z.object({ voidedAt: isoDateTime });
