import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type DeleteCommandInput, type PutCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from './client';
import type { Condition } from './entity';

/** The claim may be new, or the app's own already. */
const CLAIM_FREE_OR_OWN = (serviceId: string): Condition => ({
  expression: 'attribute_not_exists(#pk) OR serviceId = :serviceId',
  names: { '#pk': 'pk' },
  values: { ':serviceId': serviceId },
});

/**
 * Writes an app's registration beside the claim on the identifier apps know it by (a SAML entity
 * id, an LTI client_id), in one transaction: an identifier another app holds is refused with
 * `taken()`; the app's earlier claim, when the identifier changed, is released in the same write.
 */
export async function putClaimedRegistration(
  serviceId: string,
  write: {
    registration: PutCommandInput;
    claim: (condition: Condition) => PutCommandInput;
    releasedClaim: DeleteCommandInput | null;
  },
  taken: () => Error,
): Promise<void> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: write.registration },
          { Put: write.claim(CLAIM_FREE_OR_OWN(serviceId)) },
          ...(write.releasedClaim ? [{ Delete: write.releasedClaim }] : []),
        ],
      }),
    );
  } catch (error) {
    if (
      error instanceof TransactionCanceledException &&
      error.CancellationReasons?.[1]?.Code === 'ConditionalCheckFailed'
    )
      throw taken();
    throw error;
  }
}
