import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
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
  const navigate = useNavigate();
  return (
    <div className={styles.toolbar} role="toolbar" aria-label="Class actions">
      <ActionButton
        unavailable={viewing ? null : CLASS_MESSAGES.selectClassFirst}
        onClick={() => viewing && void navigate(paths.teacher.classGroup.getHref(viewing.id))}
      >
        View Class
      </ActionButton>
      <ActionButton variant="primary" onClick={() => onOpen('add')}>
        Add Class
      </ActionButton>
      <ActionButton unavailable={editUnavailable} onClick={() => onOpen('edit')}>
        Edit Class Details
      </ActionButton>
      {children}
    </div>
  );
}
