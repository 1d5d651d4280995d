import { useLingui } from '@lingui/react/macro';
import { Breadcrumbs, type Crumb } from '../../../components/breadcrumbs';
import { paths } from '../../../config/paths';

/** School Management's breadcrumbs: School Management, then the page's own trail. */
export function TeacherCrumbs({ trail }: { trail: readonly Crumb[] }) {
  const { t } = useLingui();
  return <Breadcrumbs trail={[{ label: t`School Management`, to: paths.schoolManagement.getHref() }, ...trail]} />;
}
