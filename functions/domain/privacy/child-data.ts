import { PRIVACY_MESSAGES, type PersonRecord } from '../../../shared/schemas/privacy';
import type { SessionUser } from '../../../shared/schemas/user';
import { ForbiddenError } from '../../platform/errors';
import type { ActingContext } from '../core/acting-as/admission';
import { ownChild } from '../children/own-children';
import { readPersonRecord } from './person-record';

/**
 * GET /api/children/{childId}/data: the child's data page. The parent's own child only (404
 * otherwise, as every family route answers); nobody acting as another account (staff logged in
 * as the parent) reads it.
 */
export async function childDataRecord(
  parent: SessionUser,
  acting: ActingContext | null,
  childId: string,
  now: Date = new Date(),
): Promise<{ record: PersonRecord }> {
  if (acting) throw new ForbiddenError(PRIVACY_MESSAGES.actingAsAnother);
  const child = await ownChild(parent, childId);
  return { record: await readPersonRecord(child.id, parent, now) };
}
