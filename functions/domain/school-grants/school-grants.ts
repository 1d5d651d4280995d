import { SCHOOL_GRANT_MESSAGES, type SchoolServicePanel } from '../../../shared/schemas/school-grants';
import { ADMIN_SCHOOL_MESSAGES } from '../../../shared/schemas/admin-schools';
import type { Service } from '../../../shared/schemas/service';
import type { SchoolService } from '../../../shared/schemas/school-access';
import type { SessionUser } from '../../../shared/schemas/user';
import { getSchool } from '../../data/schools';
import { putIfAbsent } from '../../data/entity';
import { listSchoolServices, schoolServices } from '../../data/school-services';
import { getService, listServices } from '../../data/services';
import { ConflictError, NotFoundError, ValidationError, fieldPointer } from '../../platform/errors';
import { recordAudit } from '../core/audit/audit';
import { vetSchools } from '../admin-schools/school-maintenance';
import { phrase } from '../../../shared/i18n/text';

function panelOf(service: Service, access: SchoolService | null): SchoolServicePanel {
  const { id, name, free, integrated, enabled, iconColor } = service;
  return { service: { id, name, free, integrated, enabled, iconColor }, access };
}

/** The Subscriptions section: a panel per app of the catalogue, by name. */
export async function listSchoolServicePanels(
  schoolId: string,
): Promise<{ panels: SchoolServicePanel[]; vetted: boolean }> {
  const school = await getSchool(schoolId);
  if (!school) throw new NotFoundError(ADMIN_SCHOOL_MESSAGES.schoolNotFound);
  const [catalogue, accesses] = await Promise.all([listServices(), listSchoolServices(schoolId)]);
  return {
    panels: catalogue.map((service) =>
      panelOf(service, accesses.find((access) => access.serviceId === service.id) ?? null),
    ),
    vetted: school.vetted,
  };
}

type Grant =
  | { kind: 'subscription'; endDate: string | null }
  | { kind: 'trial'; endDate: string | null }
  | { kind: 'perpetual'; allowed: boolean };

function changesOf(grant: Grant): Partial<Pick<SchoolService, 'subscriptionEnd' | 'trialEnd' | 'perpetual'>> {
  switch (grant.kind) {
    case 'subscription':
      return { subscriptionEnd: grant.endDate };
    case 'trial':
      return { trialEnd: grant.endDate };
    case 'perpetual':
      return { perpetual: grant.allowed };
  }
}

/** Writes the change to the school's access: a new item when it has none (conditional), else an update of the one field. */
async function writeAccess(schoolId: string, serviceId: string, grant: Grant, now: Date): Promise<SchoolService> {
  const changes = { ...changesOf(grant), updatedAt: now.toISOString() };
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const existing = await schoolServices.get({ schoolId, serviceId }, { consistent: true });
    if (existing) return schoolServices.update({ schoolId, serviceId }, changes);
    const created: SchoolService = {
      schoolId,
      serviceId,
      subscriptionEnd: null,
      trialEnd: null,
      perpetual: false,
      ...changes,
    };
    // When another grant made the item at the same moment, change it instead.
    if (await putIfAbsent(schoolServices, created)) return created;
  }
  throw new ConflictError(
    phrase('This school’s access was changed by someone else at the same moment. Please try again.'),
  );
}

/**
 * grantSubscription, grantTrial, grantPerpetual (staff-console §4): granting to a school that is
 * not vetted vets it first (and grants nothing if that fails); cancelling is granting with a null
 * end date, or perpetual access with allowed false. Audited with what was granted.
 */
export async function grantSchoolAccess(
  caller: SessionUser,
  schoolId: string,
  serviceId: string,
  grant: Grant,
  now = new Date(),
): Promise<{ panel: SchoolServicePanel; vetted: boolean }> {
  const [school, service] = await Promise.all([getSchool(schoolId), getService(serviceId)]);
  if (!school) throw new NotFoundError(ADMIN_SCHOOL_MESSAGES.schoolNotFound);
  if (!service)
    throw new ValidationError([
      {
        status: '422',
        code: 'validation',
        detail: SCHOOL_GRANT_MESSAGES.serviceNotFound,
        source: { pointer: fieldPointer(['serviceId']) },
      },
    ]);
  if (service.free)
    throw new ValidationError([
      {
        status: '422',
        code: 'validation',
        detail: SCHOOL_GRANT_MESSAGES.freeService,
        source: { pointer: fieldPointer(['serviceId']) },
      },
    ]);
  if (
    grant.kind !== 'perpetual' &&
    grant.endDate !== null &&
    grant.endDate.slice(0, 10) < now.toISOString().slice(0, 10)
  )
    throw new ValidationError([
      {
        status: '422',
        code: 'validation',
        detail: SCHOOL_GRANT_MESSAGES.pastDate,
        source: { pointer: fieldPointer(['endDate']) },
      },
    ]);
  const granting = grant.kind === 'perpetual' ? grant.allowed : grant.endDate !== null;
  let vetted = school.vetted;
  if (granting && !vetted) {
    try {
      await vetSchools(caller, [schoolId]);
      vetted = true;
    } catch {
      throw new ConflictError(SCHOOL_GRANT_MESSAGES.vetFirst);
    }
  }
  const access = await writeAccess(schoolId, serviceId, grant, now);
  await recordAudit({
    actorId: caller.id,
    action: 'school.grant',
    subjectIds: [],
    schoolId,
    detail: {
      serviceId,
      kind: grant.kind,
      ...(grant.kind === 'perpetual' ? { allowed: grant.allowed } : { endDate: grant.endDate }),
    },
    now,
  });
  return { panel: panelOf(service, access), vetted };
}
