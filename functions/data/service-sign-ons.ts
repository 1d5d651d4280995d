import * as z from 'zod/mini';
import { serviceSignOnSchema, type ServiceSignOn } from '../../shared/schemas/app-launch';
import { putClaimedRegistration } from './claimed-registration';
import { defineEntity } from './entity';

/**
 * An integrated app's service-provider registration (shared/schemas/app-launch.ts), beside its
 * service in the catalogue partition but in an item of its own: the library's reads never carry it.
 */
export const serviceSignOns = defineEntity({
  name: 'service-sign-on',
  schema: z.extend(serviceSignOnSchema, { serviceId: z.string() }),
  key: { fields: ['serviceId'], key: ({ serviceId }) => ({ pk: 'SERVICES', sk: `SIGNON#${serviceId}` }) },
});

/** One entity id, one app: the Issuer of a request names the app it comes from. */
const entityIdClaims = defineEntity({
  name: 'service-sign-on-entity',
  schema: z.object({ entityId: z.string(), serviceId: z.string() }),
  key: { fields: ['entityId'], key: ({ entityId }) => ({ pk: `SPENTITY#${entityId}`, sk: 'SPENTITY' }) },
});

export class EntityIdTakenError extends Error {
  constructor(entityId: string) {
    super(`Another app is registered with the entity id ${entityId}`);
  }
}

export async function getServiceSignOn(serviceId: string): Promise<ServiceSignOn | null> {
  const item = await serviceSignOns.get({ serviceId });
  if (!item) return null;
  const { serviceId: _serviceId, ...signOn } = item;
  return signOn;
}

/** The app whose registration has this entity id, with the registration; null for an unknown one. */
export async function findServiceSignOnByEntityId(
  entityId: string,
): Promise<{ serviceId: string; signOn: ServiceSignOn } | null> {
  const claim = await entityIdClaims.get({ entityId });
  if (!claim) return null;
  const signOn = await getServiceSignOn(claim.serviceId);
  return signOn && signOn.entityId === entityId ? { serviceId: claim.serviceId, signOn } : null;
}

/**
 * Registers (or replaces) an app's service-provider settings with its entity id claim, in one
 * transaction: an entity id another app holds is refused; the app's earlier entity id is released.
 */
export async function putServiceSignOn(serviceId: string, signOn: ServiceSignOn): Promise<void> {
  const before = await getServiceSignOn(serviceId);
  await putClaimedRegistration(
    serviceId,
    {
      registration: serviceSignOns.putRequest({ ...signOn, serviceId }),
      claim: (condition) => entityIdClaims.putRequest({ entityId: signOn.entityId, serviceId }, condition),
      releasedClaim:
        before && before.entityId !== signOn.entityId
          ? entityIdClaims.removeRequest({ entityId: before.entityId })
          : null,
    },
    () => new EntityIdTakenError(signOn.entityId),
  );
}
