import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { translated } from '../../../../../shared/i18n/text';
import { CLASS_MESSAGES } from '../../../../../shared/schemas/classes';
import { ActionButton } from '../../../components/action-button';
import { paths } from '../../../config/paths';
import type { ClassDialog } from './class-dialogs';
import styles from './teacher.module.css';

/**
 * The 'Class actions' of My Classes and Manage Classes: View Class, Add Class and Edit Class
 * Details, then the page's own (children).
 */
export function ClassesToolbar({
  viewing,
  editUnavailable,
  onOpen,
  children,
}: {
  /** The one class chosen, which View Class opens. */
  viewing: { id: string } | null | undefined;
  /** Why Edit Class Details cannot act on the choice, or null. */
  editUnavailable: string | null;
  onOpen: (dialog: ClassDialog) => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <div className={styles.toolbar} role="toolbar" aria-label={t`Class actions`}>
      <ActionButton
        unavailable={viewing ? null : translated(CLASS_MESSAGES.selectClassFirst)}
        onClick={() => viewing && void navigate(paths.teacher.classGroup.getHref(viewing.id))}
      >
        <Trans>View Class</Trans>
      </ActionButton>
      <ActionButton variant="primary" onClick={() => onOpen('add')}>
        <Trans>Add Class</Trans>
      </ActionButton>
      <ActionButton unavailable={editUnavailable} onClick={() => onOpen('edit')}>
        <Trans>Edit Class Details</Trans>
      </ActionButton>
      {children}
    </div>
  );
}
