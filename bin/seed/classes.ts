import type { SignInDirectory } from '../../functions/adapters/sign-in-directory/port';
import { addClassMember, assignTeacher, putClassGroup, type ClassGroup } from '../../functions/data/class-groups';
import { findUserIdByUsername } from '../../functions/data/usernames';
import { createAccount, type NewAccountProfile } from '../../functions/domain/core/accounts/accounts';
import { DEMO_PASSWORD, type DemoAccountKey } from './demo-accounts';
import { DEMO_ARABIC_SCHOOL_ID, DEMO_CLASS, DEMO_OTHER_SCHOOL_ID, DEMO_SCHOOL_ID } from './demo-profiles';

/** Class 4A of Demo Primary School: the demo teacher's second class. */
export const DEMO_CLASS_4A: ClassGroup = { id: 'demo-4a', schoolId: DEMO_SCHOOL_ID, name: '4A', code: 'EMU4AB' };
/** The school administrator's own class. */
export const DEMO_ADMIN_CLASS: ClassGroup = {
  id: 'demo-reading-club',
  schoolId: DEMO_SCHOOL_ID,
  name: 'Reading Club',
  code: 'READ42',
};
/**
 * A class of Demo Secondary School, the school `schooldata@demo.example` manages through its
 * school-bound school.manage role: what it finds on the school's Manage Classes.
 */
export const DEMO_SECONDARY_CLASS: ClassGroup = {
  id: 'demo-secondary-7s',
  schoolId: DEMO_OTHER_SCHOOL_ID,
  name: '7 Science',
  code: 'SCE7XY',
};

/** Class 5A of Al Noor School, the Arabic-speaking school: its cards and letters print in Arabic. */
export const DEMO_ARABIC_CLASS: ClassGroup = {
  id: 'demo-al-noor-5a',
  schoolId: DEMO_ARABIC_SCHOOL_ID,
  name: '5A',
  code: 'NOOR5A',
};

interface DemoStudent {
  username: string;
  firstName: string;
  lastName: string;
  schoolKey: string | null;
  /** The class the student is in; null: in no class. */
  classId: string | null;
  /** The student's school when not Demo Primary: Al Noor's students start in its language, Arabic. */
  school?: { id: string; language: 'ar' };
}

/**
 * The demo classes' students (besides student-demo in 3B): 4A with one student without a Student
 * ID, and one student of the school in no class. They sign in with the demo password until the
 * student accounts' seed step gives them generated passphrases (kept encrypted).
 */
export const DEMO_CLASS_STUDENTS: readonly DemoStudent[] = [
  { username: 'ava-4a-demo', firstName: 'Ava', lastName: 'Brown', schoolKey: 'S1001', classId: DEMO_CLASS_4A.id },
  { username: 'ben-4a-demo', firstName: 'Ben', lastName: 'Cole', schoolKey: 'S1002', classId: DEMO_CLASS_4A.id },
  { username: 'chloe-4a-demo', firstName: 'Chloe', lastName: 'Diaz', schoolKey: null, classId: DEMO_CLASS_4A.id },
  { username: 'noah-demo', firstName: 'Noah', lastName: 'Green', schoolKey: 'S1004', classId: null },
  ...[
    { username: 'layla-noor-demo', firstName: 'ليلى', lastName: 'حداد' },
    { username: 'omar-noor-demo', firstName: 'Omar', lastName: 'Khalil' },
  ].map((student) => ({
    ...student,
    schoolKey: null,
    classId: DEMO_ARABIC_CLASS.id,
    school: { id: DEMO_ARABIC_SCHOOL_ID, language: 'ar' as const },
  })),
];

function studentProfile(student: DemoStudent): NewAccountProfile {
  return {
    title: null,
    firstName: student.firstName,
    lastName: student.lastName,
    countryId: 'AU',
    homeRole: null,
    schoolRole: 'student',
    isSchoolAdmin: false,
    schoolId: student.school?.id ?? DEMO_SCHOOL_ID,
    parentId: null,
    staffRoles: [],
    schoolKey: student.schoolKey,
    language: student.school?.language ?? null,
  };
}

/**
 * Demo Primary's classes (idempotent): 3B with the demo teacher and student-demo, 4A with the demo
 * teacher and three students, the school admin's Reading Club, and a student in no class; and
 * Demo Secondary's 7 Science, without teachers or students yet.
 * Returns the class students' ids by username.
 */
export async function seedDemoClasses(
  ids: Readonly<Record<DemoAccountKey, string>>,
  directory: SignInDirectory,
  now: Date,
): Promise<Record<string, string>> {
  const classes = [DEMO_CLASS, DEMO_CLASS_4A, DEMO_ADMIN_CLASS, DEMO_ARABIC_CLASS];
  for (const classGroup of [...classes, DEMO_SECONDARY_CLASS]) await putClassGroup(classGroup);
  await assignTeacher(DEMO_ARABIC_CLASS, ids.arabicAdmin, now);
  await assignTeacher(DEMO_CLASS, ids.teacher, now);
  await assignTeacher(DEMO_CLASS_4A, ids.teacher, now);
  await assignTeacher(DEMO_ADMIN_CLASS, ids.schoolAdmin, now);
  await addClassMember(DEMO_CLASS, ids.student, now);
  const studentIds: Record<string, string> = {};
  for (const student of DEMO_CLASS_STUDENTS) {
    const existing = await findUserIdByUsername(student.username);
    const id =
      existing ??
      (
        await createAccount(
          { username: student.username, email: null, password: DEMO_PASSWORD, profile: studentProfile(student) },
          { directory, clock: () => now },
        )
      ).id;
    studentIds[student.username] = id;
    const classGroup = classes.find((candidate) => candidate.id === student.classId);
    if (classGroup) await addClassMember(classGroup, id, now);
  }
  return studentIds;
}
