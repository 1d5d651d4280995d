import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { samlIdpSchema, type SamlIdp } from '../../shared/schemas/saml';
import { batchGetItems } from './batch-get';
import { db } from './client';
import { defineEntity } from './entity';

/** The school systems' SAML identity providers, one item each (visitor-and-account §3 saml-idp). */
export const samlIdps = defineEntity({
  name: 'saml-idp',
  schema: samlIdpSchema,
  key: { fields: ['id'], key: ({ id }) => ({ pk: `SAMLIDP#${id}`, sk: 'SAMLIDP' }) },
});

const LOOKUP_PARTITION_PREFIXES = { domain: 'SAMLDOMAIN#', issuer: 'SAMLISSUER#', school: 'SAMLSCHOOL#' } as const;
type LookupKind = keyof typeof LOOKUP_PARTITION_PREFIXES;

/**
 * How a provider is found other than by id: by an email domain of its people ('saml-idp by
 * domain', visitor-and-account §7), by its entity id (the Issuer of the responses it signs) and by
 * a school it serves (a user's school's provider). One item per domain, entity id and school, so
 * each belongs to one provider.
 */
export const samlIdpLookups = defineEntity({
  name: 'saml-idp-lookup',
  schema: z.object({ kind: z.enum(['domain', 'issuer', 'school']), value: z.string(), idpId: z.string() }),
  key: {
    fields: ['kind', 'value'],
    key: ({ kind, value }) => ({ pk: `${LOOKUP_PARTITION_PREFIXES[kind]}${value}`, sk: 'SAMLIDP' }),
  },
});

export class SamlLookupTakenError extends Error {
  constructor(
    readonly kind: LookupKind,
    readonly value: string,
  ) {
    super(`The ${kind} ${value} belongs to another SAML identity provider`);
  }
}

export function normaliseEmailDomain(domain: string): string {
  return domain.trim().toLowerCase();
}

/** The domain part of an email address, or null when it has none (the sign-on email needs an at-sign and a domain). */
export function emailDomainOf(email: string): string | null {
  const at = email.lastIndexOf('@');
  const domain = at > 0 ? normaliseEmailDomain(email.slice(at + 1)) : '';
  return domain.includes('.') ? domain : null;
}

export function getSamlIdp(id: string): Promise<SamlIdp | null> {
  return samlIdps.get({ id });
}

async function viaLookup(kind: LookupKind, value: string): Promise<SamlIdp | null> {
  const lookup = await samlIdpLookups.get({ kind, value });
  return lookup ? getSamlIdp(lookup.idpId) : null;
}

/** The provider of an email address's domain, or null (identify the school's provider from the email). */
export function findSamlIdpByEmail(email: string): Promise<SamlIdp | null> {
  const domain = emailDomainOf(email);
  return domain ? viaLookup('domain', domain) : Promise.resolve(null);
}

/** The provider whose entity id a response names as its Issuer, or null. */
export function findSamlIdpByIssuer(entityId: string): Promise<SamlIdp | null> {
  return viaLookup('issuer', entityId);
}

/** The provider that serves a school, or null (a school has at most one). */
export function findSamlIdpBySchool(schoolId: string): Promise<SamlIdp | null> {
  return viaLookup('school', schoolId);
}

/** The providers of many schools, by school id, in one batch of reads (schools without one are left out). */
export async function findSamlIdpIdsBySchools(schoolIds: readonly string[]): Promise<Map<string, string>> {
  const items = await batchGetItems(schoolIds.map((value) => samlIdpLookups.keyOf({ kind: 'school', value })));
  return new Map(items.map((item) => samlIdpLookups.fromItem(item)).map((lookup) => [lookup.value, lookup.idpId]));
}

/**
 * Writes a provider with its lookups in one transaction: lookups it no longer has are deleted, and
 * a domain, entity id or school of another provider is refused (SamlLookupTakenError), changing nothing.
 */
export async function putSamlIdp(idp: SamlIdp): Promise<void> {
  const value = samlIdpSchema.parse({ ...idp, emailDomains: idp.emailDomains.map(normaliseEmailDomain) });
  const current = await samlIdps.get({ id: value.id }, { consistent: true });
  const lookupsOf = (of: SamlIdp | null) =>
    of
      ? [
          ...of.emailDomains.map((domain) => ({ kind: 'domain' as const, value: domain })),
          { kind: 'issuer' as const, value: of.entityId },
          ...of.schoolIds.map((schoolId) => ({ kind: 'school' as const, value: schoolId })),
        ]
      : [];
  const wanted = lookupsOf(value);
  const stale = lookupsOf(current).filter(
    (old) => !wanted.some((lookup) => lookup.kind === old.kind && lookup.value === old.value),
  );
  for (const lookup of wanted) {
    const owner = await samlIdpLookups.get({ kind: lookup.kind, value: lookup.value }, { consistent: true });
    if (owner && owner.idpId !== value.id) throw new SamlLookupTakenError(lookup.kind, lookup.value);
  }
  const ownedByThis = { expression: 'attribute_not_exists(pk) OR idpId = :idpId', values: { ':idpId': value.id } };
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: samlIdps.putRequest(value) },
        ...wanted.map((lookup) => ({ Put: samlIdpLookups.putRequest({ ...lookup, idpId: value.id }, ownedByThis) })),
        ...stale.map((lookup) => ({
          Delete: samlIdpLookups.removeRequest(lookup, {
            expression: 'idpId = :idpId',
            values: { ':idpId': value.id },
          }),
        })),
      ],
    }),
  );
}
