import type { SessionUser } from '../../../../shared/schemas/user';

/**
 * Which children a parent reaches: their own, and only those (school-and-family §6). The child's
 * profile decides (a child account naming this parent); anything else answers 404 as if it did
 * not exist, so a parent cannot even learn that another family's id is real.
 */
export function isChildOf(
  parent: Pick<SessionUser, 'id'>,
  profile: SessionUser | null,
  options: { includeDeleted?: boolean } = {},
): profile is SessionUser {
  if (!profile || profile.homeRole !== 'child' || profile.parentId !== parent.id) return false;
  return profile.status === 'active' || (options.includeDeleted === true && profile.status === 'deleted');
}
