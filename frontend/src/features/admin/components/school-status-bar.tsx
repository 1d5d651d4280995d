import { Trans, useLingui } from '@lingui/react/macro';
import { hasPermission, type StaffRoleGrant } from '../../../../../shared/permissions';
import { ADMIN_SCHOOL_MESSAGES, type AdminSchool } from '../../../../../shared/schemas/admin-schools';
import { translated } from '../../../../../shared/i18n/text';
import { PageActionBar } from '../../../components/page-action-bar';
import { PageNotice } from '../../../components/page-notice';
import { usePageActions } from '../../../lib/use-page-actions';
import { identifySchools, vetSchools } from '../api/admin-schools';
import { SchoolFlags } from './school-flags';
import styles from '../pages/school-page.module.css';

/**
 * The school page's status line: the school's flags, and beside them what may be done about them
 * here (Vet, Identify or Unidentify), each with its permission.
 */
export function SchoolStatusBar({ school, roles }: { school: AdminSchool; roles: readonly StaffRoleGrant[] }) {
  const { t } = useLingui();
  const vet = vetSchools.useMutation();
  const name = school.name;
  const identify = identifySchools.useMutation();
  const actions = usePageActions({ about: school.id, ownsPageNotice: false });
  const schoolIds = [school.id];
  // Identify turns into its undo on the same button, so focus stays on it.
  const identified = !school.identified;

  return (
    <section className={styles.status} aria-label={t`Status`}>
      <div className={styles.statusLine}>
        <SchoolFlags school={school} />
        <PageActionBar
          label={t`Status actions`}
          busy={actions.busy}
          actions={[
            {
              key: 'vet',
              label: t`Vet`,
              hidden: school.vetted || !hasPermission(roles, 'school.vet'),
              onRun: () =>
                void actions.run('vet', () => vet.mutateAsync({ body: { schoolIds } }), {
                  done: t`${name} is vetted.`,
                  failed: translated(ADMIN_SCHOOL_MESSAGES.vetFailed),
                }),
            },
            {
              key: 'identify',
              label: school.identified ? t`Unidentify` : t`Identify`,
              hidden: !hasPermission(roles, 'school.update.identify'),
              onRun: () =>
                void actions.run('identify', () => identify.mutateAsync({ body: { schoolIds, identified } }), {
                  done: identified ? t`${name} is identified.` : t`${name} is no longer identified.`,
                  failed: translated(ADMIN_SCHOOL_MESSAGES.identifyFailed),
                }),
            },
          ]}
        />
      </div>
      {school.vetted && school.identified && !school.hidden ? (
        <p className={styles.muted}>
          <Trans>Teachers find this school in the school search.</Trans>
        </p>
      ) : (
        <p className={styles.muted}>
          <Trans>
            Teachers do not find this school in the school search: it must be vetted, identified and not hidden.
          </Trans>
        </p>
      )}
      <PageNotice actions={actions} />
    </section>
  );
}
