import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  AdminGetUserCommand,
  UserNotFoundException,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { isSocialProvider } from '../../shared/rules/federated-sign-in';
import type { CognitoRefusal } from './cognito-fidelity';

/** One external identity as the user-pool API names it (ProviderUserIdentifierType). */
export interface ProviderUser {
  ProviderName?: string;
  ProviderAttributeName?: string;
  ProviderAttributeValue?: string;
}

interface StoredLink {
  username: string;
  providerType: string;
  linkedAt: number;
}

/** Cognito's limit of external identities linked to one user. */
const MAX_LINKS_PER_USER = 5;

const OK = { status: 200, text: '{}', headers: { 'content-type': 'application/x-amz-json-1.1' } } as const;

type LinkOutcome = typeof OK | CognitoRefusal;

/**
 * AdminLinkProviderForUser and AdminDisableProviderForUser, which cognito-local lacks, as Cognito
 * answers them: a link sends later sign-ins through that provider identity to the existing user
 * (the assertion consumer asks `linkedUsername`). cognito-local's user schema has no `identities`
 * attribute to keep them in, so the links live in the pool's data folder beside cognito-local's
 * own store, and survive a restart like the pool does. Deleting a user drops its links.
 */
export function providerLinks(options: { dataDir: string; admin: CognitoIdentityProviderClient }) {
  const file = path.join(options.dataDir, 'provider-links.json');
  const links = new Map<string, StoredLink>(Object.entries(readLinks(file)));
  const keyOf = (poolId: string, providerName: string, value: string) => `${poolId}|${providerName}|${value}`;
  const save = () => writeFile(file, JSON.stringify(Object.fromEntries(links), null, 2));

  async function exactUsername(poolId: string, username: string): Promise<string | null> {
    try {
      const user = await options.admin.send(new AdminGetUserCommand({ UserPoolId: poolId, Username: username }));
      return user.Username ?? null;
    } catch (error) {
      if (error instanceof UserNotFoundException) return null;
      throw error;
    }
  }

  function sourceOf(user: ProviderUser | undefined): { providerName: string; value: string } | CognitoRefusal {
    if (!user?.ProviderName || !user.ProviderAttributeValue)
      return {
        type: 'InvalidParameterException',
        message: 'A provider name and a provider attribute value are required.',
      };
    if (user.ProviderAttributeName !== undefined && user.ProviderAttributeName !== 'Cognito_Subject') {
      // The portal links by the provider's subject (the NameID, or Google's/Facebook's user id) only.
      return {
        type: 'InvalidParameterException',
        message: 'The local user pool links identities by Cognito_Subject only.',
      };
    }
    return { providerName: user.ProviderName, value: user.ProviderAttributeValue };
  }

  return {
    async link(input: Record<string, unknown>): Promise<LinkOutcome> {
      const poolId = String(input['UserPoolId'] ?? '');
      const destination = input['DestinationUser'] as ProviderUser | undefined;
      if (destination?.ProviderName !== 'Cognito' || !destination.ProviderAttributeValue) {
        return {
          type: 'InvalidParameterException',
          message: 'DestinationUser must be a user of the pool (ProviderName Cognito).',
        };
      }
      const source = sourceOf(input['SourceUser'] as ProviderUser | undefined);
      if ('type' in source) return source;
      const username = await exactUsername(poolId, destination.ProviderAttributeValue);
      if (!username) return { type: 'UserNotFoundException', message: 'User does not exist.' };
      if (await exactUsername(poolId, `${source.providerName}_${source.value}`)) {
        return {
          type: 'InvalidParameterException',
          message: 'Merging is not currently supported, provide a SourceUser that has not been linked or signed in',
        };
      }
      const key = keyOf(poolId, source.providerName, source.value);
      const existing = links.get(key);
      if (existing && existing.username.toLowerCase() === username.toLowerCase()) return OK;
      if (existing)
        return { type: 'AliasExistsException', message: 'This identity is already linked to another user.' };
      const ofUser = [...links.entries()].filter(
        ([linkKey, link]) => linkKey.startsWith(`${poolId}|`) && link.username.toLowerCase() === username.toLowerCase(),
      );
      if (ofUser.length >= MAX_LINKS_PER_USER)
        return { type: 'LimitExceededException', message: 'A user can be linked to at most five external identities.' };
      links.set(key, {
        username,
        providerType: isSocialProvider(source.providerName) ? source.providerName : 'SAML',
        linkedAt: Date.now(),
      });
      await save();
      return OK;
    },

    /** Removes the identity's link; an identity that is not linked is done, as in Cognito. */
    async disable(input: Record<string, unknown>): Promise<LinkOutcome> {
      const poolId = String(input['UserPoolId'] ?? '');
      const source = sourceOf(input['User'] as ProviderUser | undefined);
      if ('type' in source) return source;
      if (links.delete(keyOf(poolId, source.providerName, source.value))) await save();
      return OK;
    },

    /** A deleted user takes its links with it. */
    async forgetUser(poolId: string, username: string): Promise<void> {
      let changed = false;
      for (const [key, link] of links) {
        if (key.startsWith(`${poolId}|`) && link.username.toLowerCase() === username.toLowerCase())
          changed = links.delete(key) || changed;
      }
      if (changed) await save();
    },

    /** The user a provider identity signs in as, or null when it is not linked. */
    linkedUsername(poolId: string, providerName: string, value: string): string | null {
      return links.get(keyOf(poolId, providerName, value))?.username ?? null;
    },
  };
}

export type ProviderLinks = ReturnType<typeof providerLinks>;

function readLinks(file: string): Record<string, StoredLink> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, StoredLink>;
  } catch {
    return {};
  }
}
