/**
 * Which services a teacher's free trial covers (visitor-and-account §4 teacher trial): pure, so
 * Start Free Trial and the quote's interim trial choose by the same rule (shared/rules/teacher-trial.ts).
 */
import { teacherMayTrial } from '../../../shared/rules/teacher-trial';
import type { Service } from '../../../shared/schemas/service';
import type { UserService } from '../../../shared/schemas/user-service';

export type TrialChoice =
  | { outcome: 'granted'; serviceIds: string[] }
  /** An id that names no enabled, integrated, paid service of the catalogue. */
  | { outcome: 'not-triallable'; serviceId: string }
  /** A named service the teacher already had access to (a trial or subscription, active or expired). */
  | { outcome: 'already-trialled'; serviceId: string }
  /** 'all', and no service is left to trial. */
  | { outcome: 'nothing-left' };

function isTriallableApp(service: Service | undefined): service is Service {
  return service !== undefined && service.enabled && service.integrated && !service.free;
}

/**
 * The services of a request ('all', or ids in the order given, each once) the teacher may trial:
 * every named one must pass, 'all' takes every one that passes.
 */
export function chooseTrialServices(
  requested: 'all' | readonly string[],
  catalogue: readonly Service[],
  userServices: readonly UserService[],
): TrialChoice {
  const byId = new Map(catalogue.map((service) => [service.id, service]));
  const access = new Map(userServices.map((userService) => [userService.serviceId, userService]));
  if (requested === 'all') {
    const serviceIds = catalogue
      .filter((service) => teacherMayTrial(service, access.get(service.id)))
      .map((service) => service.id);
    return serviceIds.length > 0 ? { outcome: 'granted', serviceIds } : { outcome: 'nothing-left' };
  }
  const serviceIds = [...new Set(requested)];
  const unknown = serviceIds.find((id) => !isTriallableApp(byId.get(id)));
  if (unknown !== undefined) return { outcome: 'not-triallable', serviceId: unknown };
  const had = serviceIds.find((id) => !teacherMayTrial(byId.get(id) as Service, access.get(id)));
  if (had !== undefined) return { outcome: 'already-trialled', serviceId: had };
  return { outcome: 'granted', serviceIds };
}

/** The requested services the teacher may still trial (the quote's interim trial); the others are left to sales. */
export function interimTrialServices(
  requested: readonly string[],
  catalogue: readonly Service[],
  userServices: readonly UserService[],
): string[] {
  return [...new Set(requested)].filter(
    (id) => chooseTrialServices([id], catalogue, userServices).outcome === 'granted',
  );
}
