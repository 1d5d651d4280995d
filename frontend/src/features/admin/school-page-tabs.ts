import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SchoolPageTab } from '../../config/paths';

/** The school page's tabs (staff-console §2 admin.school), in display order. */
export const SCHOOL_PAGE_TABS: Record<SchoolPageTab, MessageDescriptor> = {
  teachers: msg`Teachers`,
  settings: msg`Settings`,
  subscriptions: msg`Subscriptions`,
  'data-link': msg`Data Link`,
  usage: msg`App Usage`,
};

/** The tab a `tab` query parameter asks for: Teachers when it is missing or unknown. */
export function schoolPageTabOf(value: string | null): SchoolPageTab {
  return value !== null && Object.hasOwn(SCHOOL_PAGE_TABS, value) ? (value as SchoolPageTab) : 'teachers';
}
