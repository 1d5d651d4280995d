import { useState } from 'react';
import { hasPermission, type StaffRoleGrant } from '../../../../../shared/permissions';
import { ADMIN_SCHOOL_MESSAGES, type AdminSchool } from '../../../../../shared/schemas/admin-schools';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { isApiRequestError } from '../../../lib/api-client';
import { identifySchools, vetSchools } from '../api/admin-schools';
import { SchoolFlags } from './school-flags';
import styles from '../pages/school-page.module.css';

type Notice = { tone: 'success' | 'danger'; text: string } | null;

/**
 * The school page's status line: the school's flags, and beside them what may be done about them
 * here (Vet, Identify or Unidentify), each with its permission.
 */
export function SchoolStatusBar({ school, roles }: { school: AdminSchool; roles: readonly StaffRoleGrant[] }) {
  const vet = vetSchools.useMutation();
  const identify = identifySchools.useMutation();
  const [notice, setNotice] = useState<Notice>(null);
  const busy = vet.isPending || identify.isPending;
  const schoolIds = [school.id];

  const act = async (work: () => Promise<unknown>, done: string, failed: string) => {
    setNotice(null);
    try {
      await work();
      setNotice({ tone: 'success', text: done });
    } catch (error) {
      const reason = isApiRequestError(error) && error.message !== failed ? ` ${error.message}` : '';
      setNotice({ tone: 'danger', text: `${failed}${reason}` });
    }
  };

  return (
    <section className={styles.status} aria-label="Status">
      <div className={styles.statusLine}>
        <SchoolFlags school={school} />
        <div className={styles.headerActions}>
          {!school.vetted && hasPermission(roles, 'school.vet') ? (
            <Button
              size="small"
              variant="secondary"
              loading={vet.isPending}
              disabled={busy}
              onClick={() =>
                void act(
                  () => vet.mutateAsync({ body: { schoolIds } }),
                  `${school.name} is vetted.`,
                  ADMIN_SCHOOL_MESSAGES.vetFailed,
                )
              }
            >
              Vet
            </Button>
          ) : null}
          {hasPermission(roles, 'school.update.identify') ? (
            <Button
              size="small"
              variant="secondary"
              loading={identify.isPending}
              disabled={busy}
              onClick={() =>
                void act(
                  () => identify.mutateAsync({ body: { schoolIds, identified: !school.identified } }),
                  school.identified ? `${school.name} is no longer identified.` : `${school.name} is identified.`,
                  ADMIN_SCHOOL_MESSAGES.identifyFailed,
                )
              }
            >
              {school.identified ? 'Unidentify' : 'Identify'}
            </Button>
          ) : null}
        </div>
      </div>
      {school.vetted && school.identified && !school.hidden ? (
        <p className={styles.muted}>Teachers find this school in the school search.</p>
      ) : (
        <p className={styles.muted}>
          Teachers do not find this school in the school search: it must be vetted, identified and not hidden.
        </p>
      )}
      {notice ? (
        <Alert tone={notice.tone} live>
          <p>{notice.text}</p>
        </Alert>
      ) : null}
    </section>
  );
}
