import { useLingui } from '@lingui/react/macro';
import { createClassGroup, updateClassGroup } from '../api/classes';
import { ClassNameDialog } from './class-name-dialog';

/** Which of the class dialogs is open. */
export type ClassDialog = 'add' | 'edit';

interface ClassDialogsProps {
  open: ClassDialog | null;
  onClose: () => void;
  /** The class Edit Class Details changes; without one that dialog stays closed. */
  editing: { id: string; name: string; educationalStages?: readonly string[] } | null | undefined;
  /** The school a new class goes to (Manage Classes); without it, the teacher's own. */
  schoolId?: string;
  /** After Add Class: the new class and what to say of it. Without it the page offers no Add Class. */
  onAdded?: (classGroup: { id: string }, notice: string) => void;
}

/**
 * Add Class and Edit Class Details (school-and-family §2 My Classes, Manage Classes, Class page):
 * each saves the name and the educational stages and closes once they are saved; a failure stays in the dialog.
 */
export function ClassDialogs({ open, onClose, editing, schoolId, onAdded }: ClassDialogsProps) {
  const { t } = useLingui();
  const createClass = createClassGroup.useMutation();
  const renameClass = updateClassGroup.useMutation();
  return (
    <>
      {onAdded ? (
        <ClassNameDialog
          open={open === 'add'}
          onClose={onClose}
          title="Add Class"
          initialName=""
          save={createClass}
          onSave={(details) =>
            createClass.mutate(
              { body: schoolId ? { ...details, schoolId } : details },
              {
                onSuccess: ({ classGroup }) => {
                  const { name, code } = classGroup;
                  onAdded(classGroup, t`${name} has been added, with the class code ${code}.`);
                  onClose();
                },
              },
            )
          }
        />
      ) : null}
      <ClassNameDialog
        open={open === 'edit' && !!editing}
        onClose={onClose}
        title="Edit Class Details"
        initialName={editing?.name ?? ''}
        initialStages={editing?.educationalStages}
        save={renameClass}
        onSave={(details) =>
          editing && renameClass.mutate({ params: { classGroupId: editing.id }, body: details }, { onSuccess: onClose })
        }
      />
    </>
  );
}
