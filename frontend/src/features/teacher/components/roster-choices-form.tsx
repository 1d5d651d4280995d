import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { RosterSharing } from '../../../../../shared/schemas/data-sharing';
import { Button } from '../../../components/button';
import { Checkbox } from '../../../components/checkbox';
import type { PageActions } from '../../../lib/use-page-actions';
import { setRosterChoices } from '../api/data-sharing';
import styles from './data-sharing.module.css';

/**
 * The school's choices for every app that reads its roster (e-mail addresses, Student IDs), saved
 * together; what it came to is said by the section's notice (`actions`).
 */
export function RosterChoicesForm({
  schoolId,
  roster,
  actions,
}: {
  schoolId: string;
  roster: RosterSharing;
  actions: PageActions;
}) {
  const { t } = useLingui();
  const save = setRosterChoices.useMutation();
  const [sharesEmail, setSharesEmail] = useState(roster.sharesEmail);
  const [sharesStudentId, setSharesStudentId] = useState(roster.sharesStudentId);
  const changed = sharesEmail !== roster.sharesEmail || sharesStudentId !== roster.sharesStudentId;
  return (
    <form
      className={styles.rosterChoices}
      onSubmit={(event) => {
        event.preventDefault();
        void actions.run(
          'choices',
          () => save.mutateAsync({ params: { schoolId }, body: { sharesEmail, sharesStudentId } }),
          { done: t`Your choices are saved. They apply to every app from its next read.` },
        );
      }}
    >
      <fieldset>
        <legend>
          <Trans>What apps reading the roster receive besides names</Trans>
        </legend>
        <Checkbox
          label={t`Share e-mail addresses with apps`}
          hint={t`Only with apps registered to receive them.`}
          checked={sharesEmail}
          onChange={(event) => setSharesEmail(event.target.checked)}
        />
        <Checkbox
          label={t`Share Student IDs with apps`}
          checked={sharesStudentId}
          onChange={(event) => setSharesStudentId(event.target.checked)}
        />
      </fieldset>
      <div>
        <Button type="submit" variant="secondary" loading={actions.isBusy('choices')} disabled={!changed}>
          <Trans>Save choices</Trans>
        </Button>
      </div>
    </form>
  );
}
