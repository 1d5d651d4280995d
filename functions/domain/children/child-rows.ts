import type { ChildRow, ChildService } from '../../../shared/schemas/children';
import type { SessionUser } from '../../../shared/schemas/user';
import { listServices } from '../../data/services';
import type { SecretBox } from '../../adapters/secret-box/port';
import { revealKeptPasswords } from '../core/accounts/kept-passwords';
import { userServicesOf } from '../school-access/user-services';

/**
 * My Child Accounts' rows: each child with their kept password (shown only to their parent: the
 * showing is written to the audit trail before it is answered) and the services they can use.
 * `knownPasswords`: passwords the parent has just given, which need no showing.
 */
export async function childRows(
  parent: Pick<SessionUser, 'id'>,
  children: readonly SessionUser[],
  passwords: SecretBox,
  knownPasswords: ReadonlyMap<string, string> = new Map(),
): Promise<ChildRow[]> {
  if (children.length === 0) return [];
  const toReveal = children.filter((child) => !knownPasswords.has(child.id)).map((child) => child.id);
  const [revealed, catalogue, services] = await Promise.all([
    toReveal.length > 0
      ? revealKeptPasswords(passwords, { actorId: parent.id, schoolId: null }, toReveal, 'family-management')
      : Promise.resolve(new Map<string, string>()),
    listServices(),
    Promise.all(children.map((child) => userServicesOf(child))),
  ]);
  const names = new Map(catalogue.map((service) => [service.id, service.name]));
  return children.map((child, index) => ({
    id: child.id,
    username: child.username,
    firstName: child.firstName,
    lastName: child.lastName,
    password: knownPasswords.get(child.id) ?? revealed.get(child.id) ?? null,
    lastSignIn: child.lastSignIn,
    createdAt: child.createdAt,
    subscriptions: (services[index] ?? []).map((access): ChildService => ({
      ...access,
      serviceName: names.get(access.serviceId) ?? access.serviceId,
    })),
  }));
}

export async function childRow(
  parent: Pick<SessionUser, 'id'>,
  child: SessionUser,
  passwords: SecretBox,
  knownPassword?: string,
): Promise<ChildRow> {
  const [row] = await childRows(
    parent,
    [child],
    passwords,
    knownPassword === undefined ? new Map() : new Map([[child.id, knownPassword]]),
  );
  if (!row) throw new Error('A child row was not built');
  return row;
}
