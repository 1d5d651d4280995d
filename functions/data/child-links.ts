import * as z from 'zod/mini';
import { defineEntity } from './entity';
import type { Page, PageRequest } from './paged-query';
import { userPartition } from './users';

const CHILD_PREFIX = 'CHILD#';

/** A parent's link to one child account, kept in the parent's partition. */
export const childLinks = defineEntity({
  name: 'child-link',
  schema: z.object({ parentId: z.string(), childId: z.string() }),
  key: {
    fields: ['parentId', 'childId'],
    key: ({ parentId, childId }) => ({ pk: userPartition(parentId), sk: `${CHILD_PREFIX}${childId}` }),
  },
});

export function linkChild(parentId: string, childId: string): Promise<void> {
  return childLinks.put({ parentId, childId });
}

/** The ids of a parent's children, in id order. */
export async function listChildIds(parentId: string, page: PageRequest): Promise<Page<string>> {
  const links = await childLinks.queryPage({ partition: userPartition(parentId), sortKeyPrefix: CHILD_PREFIX }, page);
  return { items: links.items.map((link) => link.childId), cursor: links.cursor };
}
