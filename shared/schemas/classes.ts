import * as z from 'zod/mini';
import { LOCALES } from '../i18n/locales';
import { singleLineText } from './common';
import { studentRowSchema } from './students';
import { icu, phrase } from '../i18n/text';

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
  /** Leave Class by its only teacher without naming one to hand it to. */
  lastTeacher: (name: string) =>
    icu('{name} would be left without a teacher. Choose a teacher of the school to hand it to before leaving it.', {
      name,
    }),
  handToSelf: 'Choose another teacher to hand the class to.',
  restrictedAccounts:
    "This school's accounts are linked to the school's management system: new accounts are only created when they log in from it, or by a SAML import (a school administrator feature).",
  // §8
  removeFailed: 'There was a problem removing these students',
  deleteFailed: 'There was a problem deleting these students',
  leaveFailed: 'There was a problem leaving this class',
  classDeleteFailed: 'An unknown error occured while deleting the class(es).',
  usernameRegenerateFailed: 'There was a problem regenerating the username.',
  usernameUnchanged: "The username already matches the student's first name.",
  /** Regenerate Username when the first name's own username is someone else's: the current one is the best there is. */
  usernameBestAvailable: (base: string, username: string) =>
    icu(
      "The username {base} belongs to another account, so {username} is already the best username from the student's first name.",
      { base, username },
    ),
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
  /** A Student ID another student of the school has (the SMART Tool's comparison: case, spacing and leading zeros ignored). */
  studentIdTaken: (studentId: string, classNames: readonly string[]) =>
    classNames.length === 0
      ? icu("Student ID ''{studentId}'' already belongs to another student of this school, who is in no class.", {
          studentId,
        })
      : icu(
          "Student ID ''{studentId}'' already belongs to another student of this school, in {count, plural, one {class} other {classes}} {classes}.",
          { studentId, count: classNames.length, classes: classNames.join(', ') },
        ),
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
  teacherNotOfSchool: (name: string) => icu('{name} is not a teacher of this school.', { name }),
  unknownTeacher: 'One of these teachers could not be found.',
  noClassesSelected: 'Please select class(es) first.',
  classesOfAnotherSchool: 'Some of these classes are not classes of this school.',
  renameTip: 'Tip: double-click a class name to rename it.',
  teachersTip: 'Tip: double-click the Teacher field to assign one or more teachers by searching names.',
  notEditable: 'You cannot change this class: you are not one of its teachers nor an administrator of its school.',
  classNameTooLong: 'The class name must be at most 60 characters.',
  /** A stage the class form does not offer (staff-console §5 Class form). */
  unknownStage: 'Please choose educational stages from the list.',
  /** Add Class or a rename to a name another class of the school has (case and spacing ignored). */
  classNameTaken: (name: string) =>
    icu('There is already a class called {name} at this school. Please choose another name.', { name }),
} as const;

/** Virtual class lists of the class manager (§9). */
export const VIRTUAL_CLASS_LISTS = ['all-students', 'students-in-no-class'] as const;
export type VirtualClassList = (typeof VIRTUAL_CLASS_LISTS)[number];

/** Class codes: upper case, without look-alike characters (no 0/O, 1/I/L), 6 characters. */
export const CLASS_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CLASS_CODE_LENGTH = 6;

export const classIdSchema = z.string().check(z.minLength(1), z.maxLength(64));
const userIdSchema = z.string().check(z.minLength(1), z.maxLength(64));

export const classGroupIdParamsSchema = z.object({ classGroupId: classIdSchema });

/** A teacher of a class, as the class page and Manage Classes name them. */
export const classTeacherSchema = z.object({
  id: z.string(),
  title: z.nullable(z.string()),
  firstName: z.string(),
  lastName: z.string(),
});

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
  /** The educational stages the class is at (staff-console §5 Class form: several may be chosen), in list order. */
  educationalStages: z.array(z.string()),
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
  /** The school's language: login cards and home letters are printed in it (null: the teacher's). */
  language: z._default(z.nullable(z.enum(LOCALES)), null),
  administrators: z.array(
    z.object({ id: z.string(), title: z.nullable(z.string()), firstName: z.string(), lastName: z.string() }),
  ),
});

export const myClassesResponseSchema = z.object({
  classGroups: z.array(classGroupSummarySchema),
  /**
   * The teacher layout's needs (§2 Teacher layout): the caller's school with its administrators
   * (the dialog of names a non-administrator is shown), and the other schools the caller
   * administers as their district administrator (the red 'School Administration: {school name}'
   * menus and the district view), by name. `school` is absent for a caller without a school.
   */
  school: z.optional(classSchoolSchema),
  administeredSchools: z.array(
    z.object({ id: z.string(), name: z.string(), city: z.nullable(z.string()), postcode: z.nullable(z.string()) }),
  ),
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

/** The longest class name (Add Class, Edit Class Details, rename): a longer one is refused with classNameTooLong. */
export const CLASS_NAME_MAX_LENGTH = 60;

/** A class name as a person types it (Add Class, Edit Class Details, rename): required, one line, at most 60 characters. */
const classNameSchema = singleLineText({
  label: phrase('class name'),
  max: CLASS_NAME_MAX_LENGTH,
  required: CLASS_MESSAGES.className,
});

/**
 * The educational stages a class may be at (staff-console §5: the school area's class form lets
 * several be chosen). The spec names none: these are the stages the schools of the product's
 * countries (AU, GB, IN, NZ) share, from the earliest to the last, the order the form lists them.
 */
export const EDUCATIONAL_STAGES = ['Early Years', 'Primary', 'Middle School', 'Secondary', 'Senior Secondary'] as const;
export type EducationalStage = (typeof EDUCATIONAL_STAGES)[number];

/** The class form's stages: any of EDUCATIONAL_STAGES, each once, kept in the list's order. */
export const educationalStagesSchema = z.pipe(
  z
    .array(z.enum(EDUCATIONAL_STAGES, { error: CLASS_MESSAGES.unknownStage }), { error: CLASS_MESSAGES.unknownStage })
    .check(z.maxLength(EDUCATIONAL_STAGES.length * 4)),
  z.transform((stages: EducationalStage[]) => EDUCATIONAL_STAGES.filter((stage) => stages.includes(stage))),
);

export const classCreateSchema = z.object({
  name: classNameSchema,
  /** The school to create it in: the caller's own unless they administer another. Absent: own school. */
  schoolId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  /** Absent: none chosen. */
  educationalStages: z.optional(educationalStagesSchema),
});
/** Edit Class Details (name and stages), or a rename by double-click (the name only: the stages stay). */
export const classUpdateSchema = z.object({
  name: classNameSchema,
  educationalStages: z.optional(educationalStagesSchema),
});
export const classGroupWriteResponseSchema = z.object({ classGroup: classGroupSummarySchema });

export const studentIdsSchema = z.object({
  studentIds: z
    .array(userIdSchema, { error: CLASS_MESSAGES.noStudentsSelected })
    .check(z.minLength(1, CLASS_MESSAGES.noStudentsSelected), z.maxLength(1000)),
});
/** What addStudents and removeStudents did: the students changed, and those already so (deleteStudents is a job: its result is the job's). */
export const studentsChangeResponseSchema = z.object({ changed: z.array(z.string()), unchanged: z.array(z.string()) });

/**
 * Leave Class (the caller's own id) or an administrator taking a teacher off: a class is never
 * left without a teacher, so its only teacher names another teacher of the school to hand it to.
 */
export const unassignTeacherSchema = z.object({
  teacherId: userIdSchema,
  handTo: z.optional(z.nullable(userIdSchema)),
});

/** The teachers of the class's school a class may be handed to (Leave Class by its only teacher), by name. */
export const handOverTeachersResponseSchema = z.object({ teachers: z.array(classTeacherSchema) });

/** Manage Classes: the class's teachers, all of them (an empty list takes every teacher off). */
export const classTeachersSchema = z.object({ teacherIds: z.array(userIdSchema).check(z.maxLength(40)) });

/** Delete Classes: the classes of the school to delete (their students stay in the school). */
export const classGroupIdsSchema = z.object({
  classGroupIds: z
    .array(classIdSchema, { error: CLASS_MESSAGES.noClassesSelected })
    .check(z.minLength(1, CLASS_MESSAGES.noClassesSelected), z.maxLength(200)),
});
export const classesDeletedResponseSchema = z.object({ deleted: z.array(z.string()) });

export const studentsInNoClassResponseSchema = z.object({
  students: z.array(studentRowSchema),
  administrator: z.boolean(),
  school: classSchoolSchema,
});
