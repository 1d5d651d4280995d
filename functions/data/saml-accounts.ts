import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { isoDateTime } from '../../shared/schemas/common';
import { batchGetItems } from './batch-get';
import { db } from './client';
import { defineEntity, ITEM_ABSENT } from './entity';
import { userPartition } from './users';

const SAML_ACCOUNT_PREFIX = 'SAMLACCOUNT#';

/**
 * A school identity linked to a portal account (visitor-and-account §3 saml-account): one item per
 * user and provider, in the user's partition ('A user's SAML accounts' in table-design.ts).
 */
export const samlAccountItemSchema = z.object({
  userId: z.string(),
  samlIdpId: z.string(),
  nameId: z.string(),
  email: z.nullable(z.string()),
  linkedAt: isoDateTime,
});
export type SamlAccount = z.output<typeof samlAccountItemSchema>;

export const samlAccounts = defineEntity({
  name: 'saml-account',
  schema: samlAccountItemSchema,
  key: {
    fields: ['userId', 'samlIdpId'],
    key: ({ userId, samlIdpId }) => ({ pk: userPartition(userId), sk: `${SAML_ACCOUNT_PREFIX}${samlIdpId}` }),
  },
});

/** Which account a provider's NameID belongs to: one item per provider and NameID, so it belongs to one account. */
export const samlNameIdOwners = defineEntity({
  name: 'saml-name-id',
  schema: z.object({ samlIdpId: z.string(), nameId: z.string(), userId: z.string() }),
  key: {
    fields: ['samlIdpId', 'nameId'],
    key: ({ samlIdpId, nameId }) => ({ pk: `SAMLNAMEID#${samlIdpId}#${nameId}`, sk: 'SAMLACCOUNT' }),
  },
});

/** The account already has a link to the provider, or the NameID is linked to an account. */
export class SamlAccountTakenError extends Error {
  constructor(readonly account: Pick<SamlAccount, 'userId' | 'samlIdpId' | 'nameId'>) {
    super(
      `The SAML account ${account.samlIdpId}/${account.nameId} or the link of ${account.userId} to ${account.samlIdpId} exists already`,
    );
  }
}

/**
 * The transaction items that write a SAML account with its NameID's owner, each only when absent;
 * a registration writes them together with the new profile (users.ts `saveNewProfile`).
 */
export function samlAccountPutRequests(account: SamlAccount) {
  return [
    { Put: samlAccounts.putRequest(account, ITEM_ABSENT) },
    {
      Put: samlNameIdOwners.putRequest(
        { samlIdpId: account.samlIdpId, nameId: account.nameId, userId: account.userId },
        ITEM_ABSENT,
      ),
    },
  ];
}

function isCancelledTransaction(error: unknown): boolean {
  return error instanceof Error && error.name === 'TransactionCanceledException';
}

/** Writes a SAML account with its NameID's owner in one transaction; either taken throws SamlAccountTakenError and writes nothing. */
export async function saveSamlAccount(account: SamlAccount): Promise<void> {
  try {
    await db().send(new TransactWriteCommand({ TransactItems: samlAccountPutRequests(account) }));
  } catch (error) {
    if (isCancelledTransaction(error)) throw new SamlAccountTakenError(account);
    throw error;
  }
}

export function getSamlAccount(userId: string, samlIdpId: string): Promise<SamlAccount | null> {
  return samlAccounts.get({ userId, samlIdpId }, { consistent: true });
}

/** A user's SAML accounts, by provider id. */
export function listSamlAccounts(userId: string): Promise<SamlAccount[]> {
  return samlAccounts.queryAll({ partition: userPartition(userId), sortKeyPrefix: SAML_ACCOUNT_PREFIX });
}

/**
 * The SAML accounts of many users with the provider each may be linked to, in one batch of reads
 * (BatchGetItem, 100 keys a request): Find a User's list of up to 50 accounts, rather than a Query
 * per account. The same items as listSamlAccounts reads, each by its key.
 */
export async function getSamlAccountsOf(
  links: readonly Pick<SamlAccount, 'userId' | 'samlIdpId'>[],
): Promise<SamlAccount[]> {
  const items = await batchGetItems(links.map((link) => samlAccounts.keyOf(link)));
  return items.map((item) => samlAccounts.fromItem(item));
}

/** The account a provider's NameID is linked to, or null. */
export async function findUserIdBySamlNameId(samlIdpId: string, nameId: string): Promise<string | null> {
  const owner = await samlNameIdOwners.get({ samlIdpId, nameId }, { consistent: true });
  return owner?.userId ?? null;
}

/**
 * Deletes a SAML account with its NameID's owner in one transaction, each only while it is still
 * this account's; false when it was gone or changed meanwhile (nothing deleted).
 */
export async function removeSamlAccount(account: SamlAccount): Promise<boolean> {
  const sameNameId = { expression: 'nameId = :nameId', values: { ':nameId': account.nameId } };
  const sameUser = { expression: 'userId = :userId', values: { ':userId': account.userId } };
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Delete: samlAccounts.removeRequest({ userId: account.userId, samlIdpId: account.samlIdpId }, sameNameId) },
          {
            Delete: samlNameIdOwners.removeRequest({ samlIdpId: account.samlIdpId, nameId: account.nameId }, sameUser),
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (isCancelledTransaction(error)) return false;
    throw error;
  }
}
