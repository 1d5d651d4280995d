import { Trans } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { SUBSCRIPTION_MESSAGES } from '../../../../shared/schemas/subscriptions';
import { Alert } from '../alert';
import { Button } from '../button';
import { webConfig } from '../../config/web-config';
import { useContractText } from '../../lib/language/contract-text';
import { reportClientError } from '../../lib/report-client-error';
import type { CardFormProps } from './card-form-props';
import { LocalCardForm } from './local-card-form';
import { StripeCardForm } from './stripe-card-form';

/**
 * The card form (visitor-and-account §4 'Card form': verifying, verified, verification failed):
 * Stripe Elements with the publishable key from /config.json, or in the twin its own form of the
 * same shape. When the provider cannot be reached: 'There was an error connecting to the payment
 * provider.', reported, and a way back.
 */
export function CardForm(props: CardFormProps) {
  const { publishableKey, localCardApiUrl } = webConfig().payments;
  const navigate = useNavigate();
  const shown = useContractText();
  const [unavailable, setUnavailable] = useState(false);
  const onUnavailable = useCallback((error: unknown) => {
    reportClientError(error, 'loading the payment provider');
    setUnavailable(true);
  }, []);
  if (unavailable || !publishableKey) {
    return (
      <Alert tone="danger" live>
        <p>{shown(SUBSCRIPTION_MESSAGES.providerUnavailable)}</p>
        <Button variant="secondary" onClick={() => void navigate(-1)}>
          <Trans>Go back</Trans>
        </Button>
      </Alert>
    );
  }
  if (localCardApiUrl) return <LocalCardForm apiUrl={localCardApiUrl} publishableKey={publishableKey} {...props} />;
  return <StripeCardForm publishableKey={publishableKey} onUnavailable={onUnavailable} {...props} />;
}
