import type { Crumb } from '../../../components/breadcrumbs';
import { paths } from '../../../config/paths';
import { getSchoolSettings } from '../api/school-settings';
import { TeacherCrumbs } from './teacher-crumbs';

/**
 * The breadcrumbs of a school's administration page (school-and-family §2: teacher.school's
 * breadcrumb is the school name): School Management, the school (to My School), then the page's
 * own trail. The name comes from the school's settings, which the page's loader has fetched.
 */
export function SchoolCrumbs({ schoolId, trail }: { schoolId: string; trail: readonly Crumb[] }) {
  const settings = getSchoolSettings.useRead({ params: { schoolId } });
  const name = settings.data?.school.name;
  return (
    <TeacherCrumbs trail={[...(name ? [{ label: name, to: paths.teacher.school.getHref(schoolId) }] : []), ...trail]} />
  );
}
