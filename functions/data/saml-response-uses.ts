import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import * as z from 'zod/mini';
import { isoDateTime } from '../../shared/schemas/common';
import { defineEntity, ITEM_ABSENT } from './entity';
import { timeToLive } from './table-design';

/**
 * SAML assertions already accepted, remembered until they expire so that a response posted twice
 * is refused the second time. DynamoDB deletes the item after `ttl`; by then the assertion's
 * NotOnOrAfter has passed and the verifier refuses it as expired anyway.
 */
export const samlResponseUses = defineEntity({
  name: 'saml-response-use',
  schema: z.object({
    issuer: z.string(),
    assertionId: z.string(),
    usedAt: isoDateTime,
    expiresAt: isoDateTime,
    ttl: z.int(),
  }),
  key: {
    fields: ['issuer', 'assertionId'],
    key: ({ issuer, assertionId }) => ({ pk: `SAMLUSED#${issuer}#${assertionId}`, sk: 'SAMLUSED' }),
  },
});

/** Records the first use of an assertion in one conditional write; false when it was used before. */
export async function rememberSamlAssertion(use: {
  issuer: string;
  assertionId: string;
  usedAt: Date;
  expiresAt: Date;
}): Promise<boolean> {
  try {
    await samlResponseUses.put(
      {
        issuer: use.issuer,
        assertionId: use.assertionId,
        usedAt: use.usedAt.toISOString(),
        expiresAt: use.expiresAt.toISOString(),
        ttl: timeToLive(use.expiresAt),
      },
      { condition: ITEM_ABSENT },
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
