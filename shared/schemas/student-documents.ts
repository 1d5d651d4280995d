import * as z from 'zod/mini';
import { isoDateTime } from './common';
import { classIdSchema } from './classes';

/** Printable documents of a class (§7 pdf/{format}); 'list' is the student list of GET …/students/pdf. */
export const STUDENT_DOCUMENT_FORMATS = ['list', 'login-cards', 'home-letters'] as const;
export type StudentDocumentFormat = (typeof STUDENT_DOCUMENT_FORMATS)[number];
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
/**
 * The most students a document printed as a job holds (POST …/students/pdf/{format}/jobs): a
 * whole school year's login cards or home letters. The job writes the PDF to the exports and the
 * browser downloads it from a short-lived link, so Lambda's 6 MB answer does not bound it; one
 * render of 2,000 home letters took 4 s and 370 MB (a worker has 1,024 MB), 5,000 took 700 MB.
 */
export const MAX_PRINT_JOB_STUDENTS = 2_000;
/** Print as a job: the chosen students (absent or empty: the whole class). */
export const printJobBodySchema = z.object({
  // The schema bounds the body only; over MAX_PRINT_JOB_STUDENTS the route answers 413 with tooManyForJob.
  studentIds: z.optional(z.array(z.string().check(z.minLength(1), z.maxLength(64))).check(z.maxLength(20_000))),
});
/** The student documents' own refusals. */
export const STUDENT_DOCUMENT_MESSAGES = {
  tooManyToPrint: `One document holds at most ${MAX_PRINTED_STUDENTS} students: tick up to ${MAX_PRINTED_STUDENTS} students and print them, then the next ones.`,
  tooManyForJob: `One document holds at most ${MAX_PRINT_JOB_STUDENTS.toLocaleString('en')} students: tick up to ${MAX_PRINT_JOB_STUDENTS.toLocaleString('en')} students and print them, then the next ones.`,
  printFailed: 'The document could not be prepared. Resume it from Jobs to finish it.',
  notInClass: 'Some of these students are not in this class.',
  schoolListAdministratorsOnly: "Only the school's administrators can export the student list of the whole school.",
} as const;

/** Void Login Cards: every card printed before stops signing in. */
export const voidLoginCardsResponseSchema = z.object({ voidedAt: isoDateTime });
