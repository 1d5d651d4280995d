import { PERSON_NAME_MAX_LENGTH } from '../constants';
import * as z from 'zod/mini';
import { classSchoolSchema } from './classes';
import { isoDateTime, requiredText, singleLineText } from './common';
import { jobSchema } from './jobs';
import { emailField } from './auth';
import { titleSchema } from './user';
import { phrase } from '../i18n/text';

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
  added:
    'Teacher Added Successfully. We will automatically send them an email containing their username and password shortly.',
  // §5
  selectOneTeacher: 'Please select 1 teacher',
  // §8
  saveFailed: 'An unknown error occured while saving the teacher account.',
  deleteFailed: 'There was a problem removing this teacher',
  adminChangeFailed: 'An unknown error occured while changing the school administrators.',
  // The API's refusals
  onlyAdministrators: 'Only school administrators can manage the teachers of this school.',
  teacherNotFound: 'This teacher is not a teacher of this school.',
  cannotDeleteAdministrator: 'A school administrator cannot be deleted. Remove their administrator status first.',
  cannotDeleteYourself: 'You cannot delete your own account here.',
  lastAdministrator:
    'You are the last administrator of this school. Make another teacher an administrator before removing yourself.',
  schoolKeepsAnAdministrator:
    'This teacher is the last administrator of this school, and a school must keep an administrator. Make another teacher an administrator first.',
  emailTaken: 'An account with this email address already exists. Add it by its username instead.',
  noSuchTeacherAccount: 'No teacher account has this username.',
  teacherOfAnotherSchool:
    'This teacher belongs to another school. They must leave it before they can be added to this one.',
  alreadyTeacherHere: 'This teacher is already a teacher of this school.',
  passwordReset:
    'A new temporary password has been emailed to the teacher. They must choose a new password when they next log in.',
  importFile: 'The file could not be imported.',
  importTextTooLarge: 'The file is too large: a teacher import holds at most 1,000,000 characters.',
  importWorkbookTooLarge: 'The file is too large: a teacher import spreadsheet holds at most 1,000,000 bytes.',
  importNotBase64: 'The file could not be read: a spreadsheet is sent as base64.',
  importTooManyRows: `The file has too many teachers: a teacher import holds at most 1,000 teachers. Split it into several files.`,
  importFailed: 'The import stopped before every teacher was added. Resume it to add the rest.',
  adminRequired: 'Please say whether the teacher is to be an administrator: admin is true or false.',
} as const;

/** An administrator fills in a teacher's details: 'Please enter the teacher's first name.' */
const TEACHERS = "the teacher's";

/** Manage Teachers' inline form: Title, First name, Last name, Email (the email is the username, §3). */
export const newTeacherSchema = z.object({
  title: titleSchema,
  firstName: singleLineText({ label: phrase('first name'), max: PERSON_NAME_MAX_LENGTH, whose: TEACHERS }),
  lastName: singleLineText({ label: phrase('last name'), max: PERSON_NAME_MAX_LENGTH, whose: TEACHERS }),
  email: emailField({ whose: TEACHERS }),
});
export type NewTeacher = z.infer<typeof newTeacherSchema>;

export const teacherIdParamsSchema = z.object({
  schoolId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  teacherId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
});

export const teacherResponseSchema = z.object({ teacher: teacherRowSchema });

/** changeSchoolAdminStatus (§7, param admin). */
export const schoolAdminStatusSchema = z.object({ admin: z.boolean({ error: TEACHER_MESSAGES.adminRequired }) });
export const schoolAdminStatusResponseSchema = z.object({
  teacher: teacherRowSchema,
  /** The caller changed their own status: the SPA reloads the page (§4). */
  reload: z.boolean(),
});

/** addExistingTeacher (§7 school addExistingTeacher, body username). */
export const existingTeacherSchema = z.object({ username: requiredText(phrase('username'), 254) });

/** The largest teacher import file, as text (a CSV of a few thousand teachers fits easily). */
export const MAX_TEACHER_IMPORT_CHARACTERS = 1_000_000;
/** The largest teacher import spreadsheet (.xlsx), in bytes: compressed, it holds far more teachers than the CSV limit. */
export const MAX_TEACHER_IMPORT_WORKBOOK_BYTES = 1_000_000;
/** The same, as base64 on the wire. */
const MAX_TEACHER_IMPORT_BASE64 = Math.ceil(MAX_TEACHER_IMPORT_WORKBOOK_BYTES / 3) * 4;

/** How a teacher import file travels: a .csv as its text, a spreadsheet (.xlsx) as its bytes in base64. */
export const teacherImportEncodingSchema = z.enum(['text', 'base64']);
export type TeacherImportEncoding = z.infer<typeof teacherImportEncodingSchema>;

type TeacherImportShape = { fileName: string; fileData: string; fileEncoding?: TeacherImportEncoding | undefined };
const isBase64 = (value: string): boolean => value.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(value);

/**
 * teacher-import save (§3 teacher-import: fileName, fileData). `fileEncoding` (absent: text) says
 * how fileData holds the file; the file is read as the SMART Tool reads it (shared/import), so
 * .csv and .xlsx give the same columns, row messages and limits.
 */
export const teacherImportSchema = z
  .object({
    fileName: requiredText(phrase('file name'), 255),
    fileEncoding: z.optional(teacherImportEncodingSchema),
    fileData: z
      .string({ error: phrase('Please choose a file.') })
      .check(
        z.minLength(1, phrase('The selected file is empty.')),
        z.maxLength(MAX_TEACHER_IMPORT_BASE64, TEACHER_MESSAGES.importWorkbookTooLarge),
      ),
  })
  .check(
    z.refine<TeacherImportShape>(
      (body) => body.fileEncoding === 'base64' || body.fileData.length <= MAX_TEACHER_IMPORT_CHARACTERS,
      { message: TEACHER_MESSAGES.importTextTooLarge, path: ['fileData'] },
    ),
    z.refine<TeacherImportShape>((body) => body.fileEncoding !== 'base64' || isBase64(body.fileData), {
      message: TEACHER_MESSAGES.importNotBase64,
      path: ['fileData'],
    }),
  );

/**
 * The teachers one import adds, at most: its rows travel with its job (and a school has far fewer
 * teachers); the message says it (TEACHER_MESSAGES.importTooManyRows).
 */
export const MAX_TEACHER_IMPORT_ROWS = 1_000;

/**
 * What Import Teachers answers: why the file was refused (nothing imported; a row number in the
 * title when the problem is a row's), or the job that adds its teachers (ARCHITECTURE 'Jobs and
 * progress': mailing each new teacher takes longer than a request may last). The job counts
 * `teachersImported` and `teachersSkipped` (an email that already has an account), and its lines
 * name the skipped.
 */
export const teacherImportResponseSchema = z.object({
  errors: z.array(z.object({ title: z.nullable(z.string()), detail: z.string() })),
  job: z.nullable(jobSchema),
});
export type TeacherImportResult = z.infer<typeof teacherImportResponseSchema>;
