import { useParams } from 'react-router';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { DocumentTitle } from '../../../components/document-title';
import { PageHeader } from '../../../components/page-header';
import { adminTab } from '../admin-tabs';

/** admin.staff.roles at /admin/staff/{userId}/roles: one staff member's roles, under the Staff tab. */
export function StaffRolesPage() {
  const { userId = '' } = useParams();
  const staff = adminTab('staff');
  // staff-console §2: the user page's breadcrumb reads 'Admin - {name}'; the name arrives with the roles.
  const title = `Admin - ${userId}`;
  return (
    <>
      <DocumentTitle title={`${title} | Admin Console`} />
      <Breadcrumbs trail={[{ label: staff.label, to: staff.path }, { label: title }]} />
      <PageHeader title={title} description="This page will hold the staff member's roles (code, name and context) and the presets Tele, Senior Tele, Tech and Admin." />
    </>
  );
}
