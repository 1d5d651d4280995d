import { Trans, useLingui } from '@lingui/react/macro';
import { translated } from '../../../../../shared/i18n/text';
import { TEACHER_MESSAGES } from '../../../../../shared/schemas/teachers';
import { ActionButton } from '../../../components/action-button';
import { LinkButton } from '../../../components/link-button';
import { paths } from '../../../config/paths';
import { ADMIN_LABELS, type TeacherActions } from '../teacher-actions';
import type { TeacherDialog } from './manage-teachers-dialogs';
import styles from './teacher.module.css';

interface TeacherToolbarProps {
  school: { id: string; restrictAccounts: boolean };
  samlIdp: boolean;
  /** What each button can do with the ticked teachers. */
  actions: TeacherActions;
  /** The key of the action under way (usePageActions' busy). */
  busy: string | null;
  onAdmin: () => void;
  onOpen: (dialog: TeacherDialog) => void;
  /** A button pressed while it cannot act: say why. */
  onUnavailable: (text: string) => void;
}

/** Manage Teachers' 'Teacher actions' (school-and-family §2 Manage Teachers). */
export function TeacherToolbar({
  school,
  samlIdp,
  actions,
  busy,
  onAdmin,
  onOpen,
  onUnavailable,
}: TeacherToolbarProps) {
  const { t, i18n } = useLingui();
  const say = (text: string) => () => onUnavailable(text);
  return (
    <div className={styles.toolbar} role="toolbar" aria-label={t`Teacher actions`}>
      <ActionButton
        unavailable={actions.admin}
        onUnavailable={say(translated(TEACHER_MESSAGES.selectOneTeacher))}
        onClick={onAdmin}
        loading={busy === 'admin'}
      >
        {i18n._(ADMIN_LABELS[actions.adminLabel])}
      </ActionButton>
      {school.restrictAccounts ? (
        <ActionButton onClick={() => onOpen('register')}>
          <Trans>Register New Teacher</Trans>
        </ActionButton>
      ) : null}
      <ActionButton
        variant="danger"
        unavailable={actions.remove}
        onUnavailable={actions.remove ? say(actions.remove) : undefined}
        onClick={() => onOpen('delete')}
      >
        <Trans>Delete Teacher</Trans>
      </ActionButton>
      <LinkButton to={paths.teacher.manageClasses.getHref(school.id)} variant="secondary" size="small">
        <Trans>Manage Classes</Trans>
      </LinkButton>
      <LinkButton to={paths.teacher.importTeachers.getHref(school.id)} variant="secondary" size="small">
        <Trans>Import Teachers</Trans>
      </LinkButton>
      {samlIdp ? (
        <LinkButton to={paths.teacher.samlImport.getHref(school.id)} variant="secondary" size="small">
          <Trans>Import Teachers - SAML</Trans>
        </LinkButton>
      ) : null}
      <ActionButton
        unavailable={actions.resetPassword}
        onUnavailable={actions.resetPassword ? say(actions.resetPassword) : undefined}
        onClick={() => onOpen('reset')}
      >
        <Trans>Reset Password</Trans>
      </ActionButton>
    </div>
  );
}
