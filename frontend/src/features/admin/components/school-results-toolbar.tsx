import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { hasPermission, type PermissionCode, type StaffRoleGrant } from '../../../../../shared/permissions';
import { ADMIN_SCHOOL_MESSAGES, type AdminSchool } from '../../../../../shared/schemas/admin-schools';
import { translated } from '../../../../../shared/i18n/text';
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
  const { t } = useLingui();
  const navigate = useNavigate();
  const vet = vetSchools.useMutation();
  const identify = identifySchools.useMutation();
  const visibility = setSchoolVisibility.useMutation();
  const schoolIds = chosen.map((school) => school.id);
  const count = schoolIds.length;
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
      label={t`School actions`}
      size="md"
      busy={actions.busy}
      actions={[
        {
          key: 'view',
          label: t`View`,
          disabled: !one,
          onRun: () => void (one && navigate(paths.admin.school.getHref(one.id))),
        },
        onChosen(
          'vet',
          t`Vet`,
          'school.vet',
          () => vet.mutateAsync({ body: { schoolIds } }),
          t`${plural(count, { one: 'Vetted # school.', other: 'Vetted # schools.' })}`,
          translated(ADMIN_SCHOOL_MESSAGES.vetFailed),
        ),
        onChosen(
          'identify',
          t`Identify`,
          'school.update.identify',
          identified(true),
          t`${plural(count, { one: 'Identified # school.', other: 'Identified # schools.' })}`,
        ),
        onChosen(
          'unidentify',
          t`Unidentify`,
          'school.update.identify',
          identified(false),
          t`${plural(count, { one: 'Unidentified # school.', other: 'Unidentified # schools.' })}`,
        ),
        {
          key: 'merge',
          label: t`Merge`,
          hidden: !hasPermission(roles, 'school.merge'),
          unavailable: one ? null : t`Select the school to keep`,
          onRun: () => one && onMerge(one),
        },
        onChosen(
          'set-demo',
          t`Set Demo`,
          'school.visibility.update',
          shown({ demo: true }),
          t`${plural(count, { one: 'Set # school as demo.', other: 'Set # schools as demo.' })}`,
        ),
        onChosen(
          'unset-demo',
          t`Unset Demo`,
          'school.visibility.update',
          shown({ demo: false }),
          t`${plural(count, { one: 'Unset demo for # school.', other: 'Unset demo for # schools.' })}`,
        ),
        onChosen(
          'hide',
          t`Hide`,
          'school.visibility.update',
          shown({ hidden: true }),
          t`${plural(count, { one: 'Hid # school.', other: 'Hid # schools.' })}`,
        ),
        onChosen(
          'unhide',
          t`Unhide`,
          'school.visibility.update',
          shown({ hidden: false }),
          t`${plural(count, { one: 'Unhid # school.', other: 'Unhid # schools.' })}`,
        ),
      ]}
    />
  );
}
