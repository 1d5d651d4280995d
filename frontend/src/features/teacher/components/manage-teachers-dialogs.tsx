import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { TeacherRow } from '../../../../../shared/schemas/teachers';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Dialog } from '../../../components/dialog';
import { paths } from '../../../config/paths';
import { personName } from '../class-format';
import { deleteTeacherWarning } from '../teacher-actions';

/** The dialogs of Manage Teachers. */
export type TeacherDialog = 'register' | 'delete' | 'reset' | 'own-admin';

interface ManageTeachersDialogsProps {
  open: TeacherDialog | null;
  onClose: () => void;
  school: { id: string; name: string };
  /** The school has a school system to import teachers from (Import Teachers - SAML). */
  samlIdp: boolean;
  /** The one ticked teacher the confirmations speak of. */
  one: TeacherRow | undefined;
  /** The key of the action under way (usePageActions' busy): its confirmation is busy. */
  busy: string | null;
  onConfirm: (dialog: 'delete' | 'reset' | 'own-admin') => void;
}

/**
 * Register New Teacher (a restricted school's explanation) and the confirmations of Delete Teacher,
 * Reset Password and removing one's own administrator status (school-and-family §2 Manage Teachers).
 */
export function ManageTeachersDialogs({
  open,
  onClose,
  school,
  samlIdp,
  one,
  busy,
  onConfirm,
}: ManageTeachersDialogsProps) {
  const { t } = useLingui();
  const schoolName = school.name;
  const name = one ? personName(one) : '';
  const email = one?.email ?? '';
  const confirmations = one
    ? ([
        { key: 'delete', title: t`Delete Teacher`, body: deleteTeacherWarning(one) },
        {
          key: 'reset',
          title: t`Reset Password`,
          body: t`${name} will be emailed a new temporary password at ${email}. Their current password stops working, and they must choose a new password when they next log in.`,
        },
        {
          key: 'own-admin',
          title: t`Remove Administrator`,
          body: t`You will no longer be an administrator of ${schoolName}: you will not be able to manage its teachers, classes or details. The page will reload.`,
        },
      ] as const)
    : [];
  return (
    <>
      <Dialog
        open={open === 'register'}
        onClose={onClose}
        title={t`Register New Teacher`}
        footer={
          <Button variant="secondary" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        }
      >
        <p>
          <Trans>
            {schoolName}&apos;s accounts are linked to the school&apos;s management system, so teacher accounts are not
            added here.
          </Trans>
        </p>
        <p>
          {samlIdp ? (
            <Trans>
              A new teacher account is created when the teacher logs in from the school system, or by{' '}
              <Link to={paths.teacher.samlImport.getHref(school.id)}>Import Teachers - SAML</Link>.
            </Trans>
          ) : (
            <Trans>
              A new teacher account is created when the teacher logs in from the school system, or by Import Teachers -
              SAML once the school has a school system.
            </Trans>
          )}
        </p>
      </Dialog>
      {confirmations.map(({ key, title, body }) => (
        <ConfirmDialog
          key={key}
          open={open === key}
          title={title}
          confirmLabel={title}
          busy={busy === (key === 'own-admin' ? 'admin' : key)}
          onConfirm={() => onConfirm(key)}
          onClose={onClose}
        >
          <p>{body}</p>
        </ConfirmDialog>
      ))}
    </>
  );
}
