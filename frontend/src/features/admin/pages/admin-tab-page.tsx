import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { DocumentTitle } from '../../../components/document-title';
import { PageHeader } from '../../../components/page-header';
import type { QueryClient } from '@tanstack/react-query';
import { ADMIN_TAB_NAMES, adminTab, type AdminTab, type AdminTabId } from '../admin-tabs';
import { tabPageLoader } from '../guards';
import { MockSamlForm } from '../components/mock-saml-form';

/** What each tab is for (staff-console §1 and §2); the tabs' contents come with later work. */
const ADMIN_TAB_DESCRIPTIONS: Record<AdminTabId, MessageDescriptor> = {
  staff: msg`Manage the staff and their roles: add staff, set their roles and export the role report.`,
  schools: msg`Search, view, vet, identify, merge, mark as demo and hide schools, and manage their subscriptions and trials.`,
  vouchers: msg`Generate batches of vouchers (activation codes).`,
  emails: msg`Export contact e-mail lists and related reports.`,
  servers: msg`Start and stop servers and view their status.`,
  stats: msg`Download statistics as CSV files.`,
  users: msg`Run user checks (password reset state, e-mail suppression state) and delete inactive students.`,
  saml: msg`Generate mock single sign-on logins for testing.`,
  audit: msg`Read the audit trail: who did what to which account or school, and when.`,
  apps: msg`The library's apps: their integrations and their texts in every language.`,
};

export function AdminTabPage({ tab }: { tab: AdminTab }) {
  const { i18n, t } = useLingui();
  const name = i18n._(ADMIN_TAB_NAMES[tab.id]);
  return (
    <>
      <DocumentTitle title={t`${name} | Admin Console`} />
      <PageHeader title={name} description={i18n._(ADMIN_TAB_DESCRIPTIONS[tab.id])} />
      {tab.id === 'saml' ? <MockSamlForm /> : null}
    </>
  );
}

/** A tab without a page of its own yet: what it is for, after the console's and the tab's guards. */
export const route = (queryClient: QueryClient, tabId: AdminTabId) => ({
  loader: tabPageLoader(queryClient, tabId),
  Component: () => <AdminTabPage tab={adminTab(tabId)} />,
});
