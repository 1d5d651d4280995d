import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { translated } from '../../../../../shared/i18n/text';
import { tableMessages } from '../../../../../shared/import';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import styles from './student-import.module.css';
import { STEP_TITLES, WIZARD_STEPS, type WizardStep } from './wizard-steps';

/** The wizard's pages after the intro, the current one marked (Review Classes only with a class column). */
export function WizardStepList({ step, hasClassColumn }: { step: WizardStep; hasClassColumn: boolean }) {
  const { t } = useLingui();
  return (
    <ol className={styles.steps} aria-label={t`Steps`}>
      {WIZARD_STEPS.filter((each) => each !== 'intro' && (each !== 'classes' || hasClassColumn)).map((each) => (
        <li key={each} aria-current={each === step ? 'step' : undefined}>
          {STEP_TITLES[each]}
        </li>
      ))}
    </ol>
  );
}

/** Leaving with unapplied changes asks first: in the SPA with this dialog, on closing the tab with the browser's. */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const { t } = useLingui();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t`Leave the SMART Tool?`}
      confirmLabel={t`Leave`}
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    >
      <p>{translated(tableMessages.unsavedChanges)}</p>
    </ConfirmDialog>
  );
}

/** Back (not while applying) and Next (not on the last page), at the foot of every page after the intro. */
export function WizardNav({
  onBack,
  onNext,
  nextDisabled,
  preparing,
}: {
  onBack: (() => void) | null;
  onNext: (() => void) | null;
  nextDisabled: boolean;
  /** The file is being prepared for matching: Next is busy. */
  preparing: boolean;
}) {
  return (
    <div className={styles.nav}>
      {onBack ? (
        <Button variant="secondary" onClick={onBack}>
          <Trans>Back</Trans>
        </Button>
      ) : (
        <span />
      )}
      {onNext ? (
        <Button onClick={onNext} disabled={nextDisabled} loading={preparing}>
          <Trans>Next</Trans>
        </Button>
      ) : null}
    </div>
  );
}
