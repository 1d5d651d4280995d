import { Trans, useLingui } from '@lingui/react/macro';
import { translated } from '../../../../../shared/i18n/text';
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
  const { t } = useLingui();
  const contact = translated(CLASS_MESSAGES.contactAdministrators);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t`School Administrators`}
      footer={
        <Button onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      }
    >
      <p>
        <Trans>{contact}:</Trans>
      </p>
      {administrators === undefined ? (
        <LoadingIndicator />
      ) : administrators === null ? (
        <p>
          <Trans>Your school office can tell you who your school’s administrators are.</Trans>
        </p>
      ) : administrators.length ? (
        <ul>
          {administrators.map((person) => (
            <li key={person.id}>{personName(person)}</li>
          ))}
        </ul>
      ) : (
        <p>
          <Trans>Your school has no administrators yet.</Trans>
        </p>
      )}
    </Dialog>
  );
}
