import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { SessionUser } from '../../../../../shared/schemas/user';
import { Alert, ErrorAlert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { OneTimeCodeForm } from '../../../components/one-time-code-form';
import { isApiRequestError } from '../../../lib/api-client';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import { useEnableTwoFactor, useGenerateTwoFactorKey } from '../api/me';
import { QrCode } from './qr-code';
import styles from './two-factor.module.css';

type SetupStep = 1 | 2 | 3 | 4;
const STEP_COUNT = 4;

/** The key in groups of four, as authenticator apps show it; they accept it with or without spaces. */
function groupedKey(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** One step: 'Step n of 4', its heading (focus moves there when the step opens), its content. */
function Step({ step, title, children }: { step: SetupStep; title: string; children: ReactNode }) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className={styles.panel} aria-labelledby="two-factor-step-heading">
      <p className={styles.stepLabel}>
        <Trans>
          Step {step} of {STEP_COUNT}
        </Trans>
      </p>
      <h2 id="two-factor-step-heading" ref={headingRef} tabIndex={-1} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Two-factor setup in four steps (spec §2 two-factor-management): 1 intro, which generates the key
 * and its QR code; 2 scan; 3 enter a code to enable; 4 done. Back goes from steps 2 and 3; the key
 * is kept while going back and forth, and Cancel leaves it unconfirmed (sign-in stays as it was).
 */
export function TwoFactorSetup({ user, onClose }: { user: SessionUser; onClose: () => void }) {
  const { t } = useLingui();
  const username = user.username;
  const [step, setStep] = useState<SetupStep>(1);
  const generate = useGenerateTwoFactorKey();
  const enable = useEnableTwoFactor();
  const key = generate.data;

  if (step === 1 || !key) {
    return (
      <Step key={1} step={1} title={t`Before you start`}>
        <p>
          <Trans>
            You need an authenticator app on your phone or computer, such as Google Authenticator, Microsoft
            Authenticator or 1Password. The next step shows a new key for your account as a QR code for the app to scan.
          </Trans>
        </p>
        <ErrorAlert error={generate.error} />
        <div className={styles.buttons}>
          <Button
            loading={generate.isPending}
            onClick={() => (key ? setStep(2) : generate.mutate(undefined, { onSuccess: () => setStep(2) }))}
          >
            <Trans>Continue</Trans>
          </Button>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </Step>
    );
  }

  if (step === 2) {
    return (
      <Step key={2} step={2} title={t`Scan the QR code`}>
        <p>
          <Trans>Open your authenticator app, choose to add an account, and scan this code.</Trans>
        </p>
        <QrCode value={key.otpauthUri} label={t`QR code of the two-factor key for ${username}`} />
        <p>
          <Trans>If you cannot scan it, enter this key in the app instead (a time-based key):</Trans>
        </p>
        <p className={styles.key} data-testid="two-factor-key" dir="ltr">
          {groupedKey(key.secret)}
        </p>
        <div className={styles.buttons}>
          <Button onClick={() => setStep(3)}>
            <Trans>Next</Trans>
          </Button>
          <Button variant="secondary" onClick={() => setStep(1)}>
            <Trans>Back</Trans>
          </Button>
        </div>
      </Step>
    );
  }

  if (step === 3) {
    const failure = enable.error;
    const fieldError = isApiRequestError(failure) ? failure.fieldErrors['code'] : undefined;
    return (
      <Step key={3} step={3} title={t`Enter a code to enable`}>
        <p>
          <Trans>
            Enter the 6-digit code the app now shows for the App Library (<bdi>{username}</bdi>).
          </Trans>
        </p>
        <OneTimeCodeForm
          label={t`Enable Two-Factor Authentication`}
          submitLabel={t`Enable`}
          pending={enable.isPending}
          failure={{ field: fieldError, form: failure && !fieldError ? failure.message : undefined }}
          onSubmit={(code) => enable.mutate(code, { onSuccess: () => setStep(4) })}
          secondary={
            <Button variant="secondary" onClick={() => setStep(2)} disabled={enable.isPending}>
              <Trans>Back</Trans>
            </Button>
          }
        />
      </Step>
    );
  }

  return (
    <Step key={4} step={4} title={t`Two-Factor Authentication is on`}>
      <Alert tone="success">
        <p>
          <Trans>
            Your account is now protected. From now on, logging in asks for your password and a code from your
            authenticator app.
          </Trans>
        </p>
      </Alert>
      <div className={styles.buttons}>
        <Button onClick={onClose}>
          <Trans>Done</Trans>
        </Button>
      </div>
    </Step>
  );
}
