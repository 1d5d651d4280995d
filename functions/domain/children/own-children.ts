import { FAMILY_MESSAGES } from '../../../shared/schemas/children';
import type { SessionUser } from '../../../shared/schemas/user';
import { listChildIds } from '../../data/child-links';
import { allPages } from '../../data/paged-query';
import { loadProfiles, userProfiles } from '../../data/users';
import { NotFoundError } from '../../platform/errors';
import { isChildOf } from '../core/acting-as/child-of';

/** One of the parent's children (consistent read); 404 otherwise. `includeDeleted`: a deletion being finished. */
export async function ownChild(
  parent: Pick<SessionUser, 'id'>,
  childId: string,
  options: { includeDeleted?: boolean } = {},
): Promise<SessionUser> {
  const profile = await userProfiles.get({ id: childId }, { consistent: true });
  if (!isChildOf(parent, profile, options)) throw new NotFoundError(FAMILY_MESSAGES.childNotFound);
  return profile;
}

/** Every one of these ids as the parent's child, or 404 for the first that is not (nothing is done with the others). */
export async function ownChildren(
  parent: Pick<SessionUser, 'id'>,
  childIds: readonly string[],
  options: { includeDeleted?: boolean } = {},
): Promise<SessionUser[]> {
  return Promise.all([...new Set(childIds)].map((childId) => ownChild(parent, childId, options)));
}

/** The parent's children (their links, then the profiles), sorted by first name. */
export async function listOwnChildren(parent: Pick<SessionUser, 'id'>): Promise<SessionUser[]> {
  const childIds = await allPages((cursor) => listChildIds(parent.id, { limit: 100, cursor }));
  const profiles = await loadProfiles(childIds);
  return profiles
    .filter((profile) => isChildOf(parent, profile))
    .sort((a, b) => a.firstName.localeCompare(b.firstName) || a.username.localeCompare(b.username));
}
