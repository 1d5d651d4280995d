import { CardError } from '../../adapters/payments/port';
import { CardRefusedError, fieldPointer } from '../../platform/errors';

/** Runs a provider call; a refused card becomes a 402 with the provider's message on the card field. */
export async function withCardErrors<T>(field: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof CardError) throw new CardRefusedError(error.message, fieldPointer([field]));
    throw error;
  }
}
