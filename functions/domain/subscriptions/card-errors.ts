import { SUBSCRIPTION_MESSAGES } from '../../../shared/schemas/subscriptions';
import { CardError, ProviderRequestError } from '../../adapters/payments/port';
import { logger } from '../../platform/logger';
import { BadRequestError, CardRefusedError, fieldPointer, NotFoundError } from '../../platform/errors';

/**
 * Runs a provider call about the card the caller's form made, pointing every refusal at its field:
 * a refused card is a 402 with the provider's message; a payment method the provider does not know
 * is a 404, and one it will not use here a 400, each with a message for the person paying (the
 * provider's own words, which name ids and API terms, go to the log).
 */
export async function withCardErrors<T>(field: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const pointer = fieldPointer([field]);
    if (error instanceof CardError) throw new CardRefusedError(error.message, pointer);
    if (error instanceof ProviderRequestError) {
      logger.info('the payment provider refused the payment method', {
        kind: error.kind,
        param: error.param,
        providerMessage: error.message,
      });
      if (error.kind === 'missing') throw new NotFoundError(SUBSCRIPTION_MESSAGES.cardNotFound, pointer);
      throw new BadRequestError(SUBSCRIPTION_MESSAGES.cardNotUsable, pointer);
    }
    throw error;
  }
}
