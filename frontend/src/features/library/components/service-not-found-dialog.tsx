import { useLingui } from '@lingui/react/macro';
import { SERVICE_NOT_FOUND_MESSAGE } from '../../../../../shared/schemas/library-messages';
import { Dialog } from '../../../components/dialog';
import { useContractText } from '../../../lib/language/contract-text';

/** A detail link to an app that does not exist (?serviceId=999): said where the detail would be, closed the same way. */
export function ServiceNotFoundDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const shown = useContractText();
  return (
    <Dialog open onClose={onClose} title={t`App not found`}>
      <p>{shown(SERVICE_NOT_FOUND_MESSAGE)}</p>
    </Dialog>
  );
}
