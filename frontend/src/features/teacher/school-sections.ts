/**
 * The pages of one school in School Management (school-and-family §2 teacher.school.*), by the
 * path segment after the school id; the router matches them all with paths.teacher.schoolSection.
 */
export const SCHOOL_SECTIONS = {
  '': 'My School',
  'class-groups': 'Manage Classes',
  teachers: 'Manage Teachers',
  'student-import': 'SMART Tool',
  usage: 'App Usage',
} as const;

export type SchoolSection = keyof typeof SCHOOL_SECTIONS;

export function schoolSectionHref(schoolId: string, section: SchoolSection): string {
  return `/teacher/schools/${encodeURIComponent(schoolId)}${section ? `/${section}` : ''}`;
}

/** The title of a section segment, or null for one that names no page. */
export function schoolSectionTitle(section: string | undefined): string | null {
  const key = section ?? '';
  return Object.hasOwn(SCHOOL_SECTIONS, key) ? SCHOOL_SECTIONS[key as SchoolSection] : null;
}

/** Import Teachers - SAML of a school (Manage Teachers links here when the school has a school system). */
export function samlImportHref(schoolId: string): string {
  return `${schoolSectionHref(schoolId, 'teachers')}/saml-import`;
}

/** Import Teachers (CSV) of a school (Manage Teachers links here). */
export function teacherImportHref(schoolId: string): string {
  return `${schoolSectionHref(schoolId, 'teachers')}/import`;
}
