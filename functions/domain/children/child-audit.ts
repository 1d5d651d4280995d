import { groupRepeats } from '../../../shared/rules/history-groups';
import { translated } from '../../../shared/i18n/text';
import type { ChildAuditEntry } from '../../../shared/schemas/children';
import { PERSON_RECORD_TEXTS } from '../../../shared/schemas/privacy';
import type { SessionUser } from '../../../shared/schemas/user';
import { auditOfSubject } from '../../data/audit';
import { ownChild } from './own-children';

const PAGE_SIZE = 50;

/**
 * A child's audit trail as their parent reads it, newest first: what was done to the child's
 * account and data, by whom. Names are the ones the parent knows: 'You', the child, otherwise
 * 'Portal staff' (a staff member or a school system acting on the account), in the reader's language.
 */
export async function listChildAudit(
  parent: SessionUser,
  childId: string,
  cursor: string | null,
): Promise<{ entries: ChildAuditEntry[]; cursor: string | null }> {
  const child = await ownChild(parent, childId);
  const page = await auditOfSubject(child.id, { limit: PAGE_SIZE, cursor });
  const nameOf = (userId: string) =>
    userId === parent.id
      ? translated(PERSON_RECORD_TEXTS.you)
      : userId === child.id
        ? child.firstName
        : translated(PERSON_RECORD_TEXTS.portalStaff);
  const entries = page.items.map((entry) => ({
    at: entry.at,
    action: entry.action,
    actorName: nameOf(entry.actorId),
    actingAsName: entry.effectiveUserId === null ? null : nameOf(entry.effectiveUserId),
  }));
  // The same thing done by the same person in a row is one entry (a page's repeats, not across pages).
  return {
    entries: groupRepeats(
      entries,
      (a, b) => a.action === b.action && a.actorName === b.actorName && a.actingAsName === b.actingAsName,
    ),
    cursor: page.cursor,
  };
}
