import * as z from 'zod/mini';
import { blankToNull } from '../rules/blank-to-null';
import { isoDateTime, singleLineText } from './common';
import { newPasswordSchema } from './registration';

/**
 * Classes and their students (school-and-family §2 My Classes, Class page, Students In No Class;
 * §3 class-group; §4 class manager; §5, §8 messages). A teacher reaches only the classes they are
 * assigned to; school administrators, district administrators and holders of school.manage reach
 * all of the school's classes (§6 class visibility). Every check is in the API.
 */

/** §5 and §8, and the API's own refusals, word for word where the spec gives them. */
export const CLASS_MESSAGES = {
  // §5
  nameBeforeManaging: 'Please give this class a name before managing students',
  needTwoClasses: 'You need to have access to 2 or more classes to use this feature.',
  unnamedNotSelectable: 'Some classes have no name and are not able to be selected.',
  noStudentsSelected: 'No students are selected',
  selectOneStudent: 'Please select one student',
  notAssigned: 'You cannot leave this class because you are not assigned to it.',
  restrictedAccounts:
    "This school's accounts are linked to the school's management system: new accounts are only created when they log in from it, or by a SAML import (a school administrator feature).",
  // §8
  removeFailed: 'There was a problem removing these students',
  deleteFailed: 'There was a problem deleting these students',
  leaveFailed: 'There was a problem leaving this class',
  classDeleteFailed: 'An unknown error occured while deleting the class(es).',
  usernameRegenerateFailed: 'There was a problem regenerating the username.',
  usernameUnchanged: "The username already matches the student's first name.",
  moveRemoveFailed: 'There was a problem removing the students from the previous class.',
  classLoadError: 'Class Load Error',
  // §2
  noClasses: 'No Classes have been added yet',
  noStudents: 'No students have been added to this class yet.',
  noStudentsWithoutClass: 'No students are without a class.',
  selectClassFirst: 'Please select a class first.',
  selectSchoolFirst: 'Please select a school first.',
  selectStudentsFirst: 'Please select student(s) first.',
  contactAdministrators: 'Contact one of your school Administrators, to perform these actions',
  missingStudentIds: 'Some students in this class have no Student ID.',
  // The API's refusals
  classNotFound: 'This class could not be found.',
  studentNotFound: 'This student could not be found.',
  notYourClass: 'You are not a teacher of this class.',
  notYourSchool: 'This class belongs to another school.',
  studentsOfAnotherSchool: 'Some of these students are not students of this school.',
  onlyAdministratorsDelete: 'Only school administrators can delete students.',
  targetLocked: 'Students cannot be added to this class.',
  noSchool: 'Your account does not belong to a school yet.',
  className: 'Please enter a class name.',
  // Manage Classes (§2, §8)
  notAdministrator: "Only the school's administrators can manage all of the school's classes.",
  teacherNotOfSchool: (name: string) => `${name} is not a teacher of this school.`,
  unknownTeacher: 'One of these teachers could not be found.',
  noClassesSelected: 'Please select class(es) first.',
  classesOfAnotherSchool: 'Some of these classes are not classes of this school.',
  renameTip: 'Tip: double-click a class name to rename it.',
  teachersTip: 'Tip: double-click the Teacher field to assign one or more teachers by searching names.',
  notEditable: 'You cannot change this class: you are not one of its teachers nor an administrator of its school.',
  classNameTooLong: 'The class name must be at most 60 characters.',
} as const;

/** Virtual class lists of the class manager (§9). */
export const VIRTUAL_CLASS_LISTS = ['all-students', 'students-in-no-class'] as const;
export type VirtualClassList = (typeof VIRTUAL_CLASS_LISTS)[number];

/** Class codes: upper case, without look-alike characters (no 0/O, 1/I/L), 6 characters. */
export const CLASS_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CLASS_CODE_LENGTH = 6;

const classIdSchema = z.string().check(z.minLength(1), z.maxLength(64));
const userIdSchema = z.string().check(z.minLength(1), z.maxLength(64));

export const classGroupIdParamsSchema = z.object({ classGroupId: classIdSchema });
export const studentIdParamsSchema = z.object({ studentId: userIdSchema });

/** A teacher of a class, as the class page and Manage Classes name them. */
export const classTeacherSchema = z.object({ id: z.string(), title: z.nullable(z.string()), firstName: z.string(), lastName: z.string() });

/** A class as lists show it (My Classes, the class manager's lists, Manage Classes). */
export const classGroupSummarySchema = z.object({
  id: z.string(),
  schoolId: z.string(),
  /** Blank for an unnamed class (shown as '(unnamed)'). */
  name: z.string(),
  code: z.string(),
  teachers: z.array(classTeacherSchema),
  totalStudents: z.int().check(z.nonnegative()),
  /** Whether the caller may change the class (its teacher, or the school's administrators). */
  editable: z.boolean(),
});
export type ClassGroupSummary = z.infer<typeof classGroupSummarySchema>;

/** The school as the class page needs it: its name, and what its sign-on provider says. */
export const classSchoolSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The provider's restrictAccounts: students are made only by sign-on or a federated import. */
  restrictAccounts: z.boolean(),
  /** The provider's hideSchoolKey: the Student ID column is hidden. */
  hideSchoolKey: z.boolean(),
  administrators: z.array(z.object({ id: z.string(), title: z.nullable(z.string()), firstName: z.string(), lastName: z.string() })),
});

/** A student in a table (class page, Students In No Class). The password is never in a list: see revealPasswords. */
export const studentRowSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Null when the school's accounts are restricted (usernames are not shown). */
  username: z.nullable(z.string()),
  /** Student ID; null when not given (or hidden by the provider). */
  schoolKey: z.nullable(z.string()),
  /** Whether the portal keeps a password to reveal (false for sign-on-only accounts). */
  hasPassword: z.boolean(),
  lastSignIn: z.nullable(isoDateTime),
  /** The student's classes of this school, by name. */
  classGroups: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type StudentRow = z.infer<typeof studentRowSchema>;

export const myClassesResponseSchema = z.object({
  classGroups: z.array(classGroupSummarySchema),
  /**
   * The teacher layout's needs (§2 Teacher layout): the caller's school with its administrators
   * (the dialog of names a non-administrator is shown), and the other schools the caller
   * administers as their district administrator (the red 'School Administration: {school name}'
   * menus and the district view), by name. `school` is absent for a caller without a school.
   */
  school: z.optional(classSchoolSchema),
  administeredSchools: z.array(z.object({ id: z.string(), name: z.string(), city: z.nullable(z.string()), postcode: z.nullable(z.string()) })),
});

export type MyClassesResponse = z.infer<typeof myClassesResponseSchema>;

export const schoolClassesResponseSchema = z.object({
  classGroups: z.array(classGroupSummarySchema),
  /** The '(Students In No Class)' row and the class manager's virtual list. */
  totalStudentsInNoClass: z.int().check(z.nonnegative()),
  totalStudents: z.int().check(z.nonnegative()),
});

export const classGroupResponseSchema = z.object({
  classGroup: classGroupSummarySchema,
  school: classSchoolSchema,
  /** The class is of another school than the caller's own (district administrators, staff). */
  otherSchool: z.boolean(),
  /** Whether the caller is assigned to the class (Leave Class). */
  assigned: z.boolean(),
  /** Whether the caller administers the school (Delete Student, SMART Tool link). */
  administrator: z.boolean(),
  /** Sorted by name (last name, then first name). */
  students: z.array(studentRowSchema),
});
export type ClassGroupDetail = z.infer<typeof classGroupResponseSchema>;

/** A class name as a person types it (Add Class, Edit Class Details, rename): required, one line, at most 60 characters. */
const classNameSchema = singleLineText({ label: 'class name', max: 60, required: CLASS_MESSAGES.className });

export const classCreateSchema = z.object({
  name: classNameSchema,
  /** The school to create it in: the caller's own unless they administer another. Absent: own school. */
  schoolId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
});
export const classUpdateSchema = z.object({ name: classNameSchema });
export const classGroupWriteResponseSchema = z.object({ classGroup: classGroupSummarySchema });

export const studentIdsSchema = z.object({
  studentIds: z.array(userIdSchema, { error: CLASS_MESSAGES.noStudentsSelected }).check(z.minLength(1, CLASS_MESSAGES.noStudentsSelected), z.maxLength(1000)),
});
/** What addStudents, removeStudents and deleteStudents did: the students changed, and those already so. */
export const studentsChangeResponseSchema = z.object({ changed: z.array(z.string()), unchanged: z.array(z.string()) });

export const unassignTeacherSchema = z.object({ teacherId: userIdSchema });

/** Manage Classes: the class's teachers, all of them (an empty list takes every teacher off). */
export const classTeachersSchema = z.object({ teacherIds: z.array(userIdSchema).check(z.maxLength(40)) });

/** Delete Classes: the classes of the school to delete (their students stay in the school). */
export const classGroupIdsSchema = z.object({
  classGroupIds: z.array(classIdSchema, { error: CLASS_MESSAGES.noClassesSelected }).check(z.minLength(1, CLASS_MESSAGES.noClassesSelected), z.maxLength(200)),
});
export const classesDeletedResponseSchema = z.object({ deleted: z.array(z.string()) });

/** Absent, null or blank: null. */
function optionalText<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(z.pipe(z.optional(z.nullable(z.unknown())), z.transform((value) => (value === undefined ? null : blankToNull(value)))), z.nullable(schema));
}

export const studentCreateSchema = z.object({
  firstName: singleLineText({ label: 'first name', max: 100 }),
  lastName: optionalText(singleLineText({ label: 'last name', max: 100 })),
  schoolKey: optionalText(singleLineText({ label: 'Student ID', max: 64 })),
});

/** Inline editing of one cell: only the fields sent change; a password is set on the account. */
export const studentUpdateSchema = z.object({
  firstName: z.optional(singleLineText({ label: 'first name', max: 100 })),
  lastName: z.optional(z.nullable(singleLineText({ label: 'last name', max: 100 }))),
  schoolKey: z.optional(z.nullable(singleLineText({ label: 'Student ID', max: 64 }))),
  password: z.optional(newPasswordSchema),
});
export const studentResponseSchema = z.object({ student: studentRowSchema });
/** The new student with the password the teacher hands out (generated: a readable passphrase). */
export const studentCreatedResponseSchema = z.object({ student: studentRowSchema, password: z.string() });

/** Show passwords: the passwords of the chosen students the caller may reach; every reveal is audited (who, when, which students). */
export const revealPasswordsResponseSchema = z.object({
  /**
   * Student id → password. An object with a string catch-all rather than z.record: the same JSON
   * and type, without adding zod's record schema to the zod code the SPA's first page shares.
   */
  passwords: z.catchall(z.object({}), z.string()),
});

export const studentsInNoClassResponseSchema = z.object({ students: z.array(studentRowSchema), administrator: z.boolean(), school: classSchoolSchema });

/** Printable documents of a class (§7 pdf/{format}); 'list' is the student list of GET …/students/pdf. */
export const STUDENT_DOCUMENT_FORMATS = ['list', 'login-cards', 'home-letters'] as const;
export const studentDocumentParamsSchema = z.object({ classGroupId: classIdSchema, format: z.enum(STUDENT_DOCUMENT_FORMATS) });
/** Optional comma-separated student ids; absent means the whole class. */
export const studentDocumentQuerySchema = z.object({ students: z.optional(z.string().check(z.maxLength(70_000))) });
/** The student documents' own refusals. */
export const STUDENT_DOCUMENT_MESSAGES = {
  notInClass: 'Some of these students are not in this class.',
  schoolListAdministratorsOnly: "Only the school's administrators can export the student list of the whole school.",
} as const;

/** Void Login Cards: every card printed before stops signing in. */
export const voidLoginCardsResponseSchema = z.object({ voidedAt: isoDateTime });

/**
 * Webinar lookup (visitor-and-account §2 Webinar, §7 POST /api/users/class-search): a webinar's
 * class lists each attendee with their email address as Student ID; the attendee gets their own
 * account's sign-in. Signed-out only, limited per address and per class code, every lookup recorded.
 */
export const WEBINAR_MESSAGES = {
  noUsers: 'No users found',
  tooManyAttempts: 'Too many lookups. Please try again in an hour.',
  signedIn: 'Please log out before looking up a webinar account.',
} as const;
export const webinarLookupSchema = z.object({
  classCode: singleLineText({ label: 'webinar code', max: 20 }),
  /** 'Your Email:' (the student's Student ID in the webinar class). */
  schoolKey: singleLineText({ label: 'email', max: 254 }),
});
export const webinarLookupResponseSchema = z.object({
  user: z.object({ firstName: z.string(), lastName: z.string(), username: z.string(), password: z.string() }),
});
