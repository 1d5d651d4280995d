import type { ChildRow, ChildService } from '../../../shared/schemas/children';
import type { SessionUser } from '../../../shared/schemas/user';
import { listServices } from '../../data/services';
import type { SecretBox } from '../../adapters/secret-box/port';
import { revealKeptPasswords } from '../core/accounts/kept-passwords';
import { userServicesOf } from '../school-access/user-services';
import { ownChild } from './own-children';

/**
 * My Child Accounts' rows: each child with the services they can use. No kept password is read
 * here: loading the list shows none, so it records none (a parent's History would else fill with a
 * showing per visit). `knownPasswords`: passwords the parent has just given, which need no showing.
 */
export async function childRows(
  children: readonly SessionUser[],
  knownPasswords: ReadonlyMap<string, string> = new Map(),
): Promise<ChildRow[]> {
  if (children.length === 0) return [];
  const [catalogue, services] = await Promise.all([
    listServices(),
    Promise.all(children.map((child) => userServicesOf(child))),
  ]);
  const names = new Map(catalogue.map((service) => [service.id, service.name]));
  return children.map((child, index) => ({
    id: child.id,
    username: child.username,
    firstName: child.firstName,
    lastName: child.lastName,
    password: knownPasswords.get(child.id) ?? null,
    lastSignIn: child.lastSignIn,
    createdAt: child.createdAt,
    subscriptions: (services[index] ?? []).map((access): ChildService => ({
      ...access,
      serviceName: names.get(access.serviceId) ?? access.serviceId,
    })),
  }));
}

export async function childRow(child: SessionUser, knownPassword?: string): Promise<ChildRow> {
  const [row] = await childRows(
    [child],
    knownPassword === undefined ? new Map() : new Map([[child.id, knownPassword]]),
  );
  if (!row) throw new Error('A child row was not built');
  return row;
}

/**
 * Show on a child's password (ARCHITECTURE 'Managed accounts' passwords'): the parent pressed it,
 * so the showing is written to the child's history before the passphrase is answered; null when
 * none is kept (the parent can set one).
 */
export async function revealChildPassword(
  parent: Pick<SessionUser, 'id'>,
  childId: string,
  passwords: SecretBox,
): Promise<{ password: string | null }> {
  const child = await ownChild(parent, childId);
  const revealed = await revealKeptPasswords(
    passwords,
    { actorId: parent.id, schoolId: null },
    [child.id],
    'family-management',
  );
  return { password: revealed.get(child.id) ?? null };
}
