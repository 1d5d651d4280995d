import { SERVICE_NOT_FOUND_MESSAGE } from '../../../../../shared/schemas/service';
import { Dialog } from '../../../components/dialog';

/** A detail link to an app that does not exist (?serviceId=999): said where the detail would be, closed the same way. */
export function ServiceNotFoundDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} title="App not found">
      <p>{SERVICE_NOT_FOUND_MESSAGE}</p>
    </Dialog>
  );
}
