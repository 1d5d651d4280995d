import { useNavigate } from 'react-router';
import { hasPermission, type PermissionCode, type StaffRoleGrant } from '../../../../../shared/permissions';
import { ADMIN_SCHOOL_MESSAGES, type AdminSchool } from '../../../../../shared/schemas/admin-schools';
import { PageActionBar, type PageAction } from '../../../components/page-action-bar';
import { paths } from '../../../config/paths';
import type { PageActions } from '../../../lib/use-page-actions';
import { identifySchools, setSchoolVisibility, vetSchools } from '../api/admin-schools';

/**
 * The Schools search's toolbar (staff-console §2 Schools search): View and Merge for one chosen
 * school; Vet, Identify/Unidentify, Set/Unset Demo and Hide/Unhide for every chosen one, each
 * shown with its permission.
 */
export function SchoolResultsToolbar({
  chosen,
  roles,
  actions,
  onMerge,
}: {
  chosen: readonly AdminSchool[];
  roles: readonly StaffRoleGrant[];
  actions: PageActions;
  onMerge: (keep: AdminSchool) => void;
}) {
  const navigate = useNavigate();
  const vet = vetSchools.useMutation();
  const identify = identifySchools.useMutation();
  const visibility = setSchoolVisibility.useMutation();
  const schoolIds = chosen.map((school) => school.id);
  const count = `${schoolIds.length} school${schoolIds.length === 1 ? '' : 's'}`;
  const one = chosen.length === 1 ? chosen[0] : undefined;

  /** An action on every chosen school, said as done or failed once it has run. */
  const onChosen = (
    key: string,
    label: string,
    permission: PermissionCode,
    work: () => Promise<unknown>,
    done: string,
    failed?: string,
  ): PageAction => ({
    key,
    label,
    hidden: !hasPermission(roles, permission),
    disabled: !schoolIds.length,
    onRun: () => void actions.run(key, work, { done, failed: failed ? () => failed : undefined }),
  });
  const identified = (value: boolean) => () => identify.mutateAsync({ body: { schoolIds, identified: value } });
  const shown = (change: { demo: boolean } | { hidden: boolean }) => () =>
    visibility.mutateAsync({ body: { schoolIds, ...change } });

  return (
    <PageActionBar
      label="School actions"
      size="md"
      busy={actions.busy}
      actions={[
        {
          key: 'view',
          label: 'View',
          disabled: !one,
          onRun: () => void (one && navigate(paths.admin.school.getHref(one.id))),
        },
        onChosen(
          'vet',
          'Vet',
          'school.vet',
          () => vet.mutateAsync({ body: { schoolIds } }),
          `Vetted ${count}.`,
          ADMIN_SCHOOL_MESSAGES.vetFailed,
        ),
        onChosen('identify', 'Identify', 'school.update.identify', identified(true), `Identified ${count}.`),
        onChosen('unidentify', 'Unidentify', 'school.update.identify', identified(false), `Unidentified ${count}.`),
        {
          key: 'merge',
          label: 'Merge',
          hidden: !hasPermission(roles, 'school.merge'),
          unavailable: one ? null : 'Select the school to keep',
          onRun: () => one && onMerge(one),
        },
        onChosen('set-demo', 'Set Demo', 'school.visibility.update', shown({ demo: true }), `Set ${count} as demo.`),
        onChosen(
          'unset-demo',
          'Unset Demo',
          'school.visibility.update',
          shown({ demo: false }),
          `Unset demo for ${count}.`,
        ),
        onChosen('hide', 'Hide', 'school.visibility.update', shown({ hidden: true }), `Hid ${count}.`),
        onChosen('unhide', 'Unhide', 'school.visibility.update', shown({ hidden: false }), `Unhid ${count}.`),
      ]}
    />
  );
}
