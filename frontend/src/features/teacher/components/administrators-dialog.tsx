import { CLASS_MESSAGES } from '../../../../../shared/schemas/classes';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { personName, type Person } from '../class-format';

/** The school's administrators, for a teacher who may not use the School Administration menu. */
export function AdministratorsDialog({
  open,
  onClose,
  administrators,
}: {
  open: boolean;
  onClose: () => void;
  /** Undefined while loading; null when they cannot be known. */
  administrators: readonly Person[] | null | undefined;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="School Administrators"
      footer={<Button onClick={onClose}>Close</Button>}
    >
      <p>{CLASS_MESSAGES.contactAdministrators}:</p>
      {administrators === undefined ? (
        <LoadingIndicator />
      ) : administrators === null ? (
        <p>Your school office can tell you who your school’s administrators are.</p>
      ) : administrators.length ? (
        <ul>
          {administrators.map((person) => (
            <li key={person.id}>{personName(person)}</li>
          ))}
        </ul>
      ) : (
        <p>Your school has no administrators yet.</p>
      )}
    </Dialog>
  );
}
