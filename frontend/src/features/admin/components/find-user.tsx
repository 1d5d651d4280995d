import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import * as z from 'zod/mini';
import { userSearchQuerySchema, type UserAccountSummary } from '../../../../../shared/schemas/admin-users';
import { translated } from '../../../../../shared/i18n/text';
import { Alert, ErrorAlert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { PlainTable, type PlainTableColumn } from '../../../components/plain-table';
import { TextField } from '../../../components/text-field';
import { paths } from '../../../config/paths';
import { searchUsers } from '../api/admin-users';
import styles from '../pages/operations-pages.module.css';
import {
  accountKindText,
  accountName,
  accountStatusText,
  lastSignInText,
  schoolOrFamilyText,
  signInMethodsText,
} from './user-account-facts';

function resultColumns(i18n: I18n): PlainTableColumn<UserAccountSummary>[] {
  return [
    {
      header: i18n._(msg`Name`),
      cell: (user) => <Link to={paths.admin.user.getHref(user.id)}>{accountName(user)}</Link>,
    },
    { header: i18n._(msg`Username`), cell: (user) => <bdi>{user.username}</bdi> },
    { header: i18n._(msg`Kind`), cell: accountKindText },
    { header: i18n._(msg`School or family`), cell: schoolOrFamilyText },
    { header: i18n._(msg`Status`), cell: accountStatusText },
    { header: i18n._(msg`Last sign-in`), cell: lastSignInText },
    { header: i18n._(msg`Sign-in methods`), cell: signInMethodsText },
  ];
}

function SearchResults({ query }: { query: string }) {
  const { i18n, t } = useLingui();
  const found = searchUsers.useRead({ query: { query } });
  if (found.isPending) return <LoadingIndicator label={t`Finding accounts`} />;
  if (found.error) return <ErrorAlert error={found.error} />;
  const { users, more } = found.data;
  if (users.length === 0)
    return (
      <Alert tone="info">
        <p>
          <Trans>No account matches “{query}”.</Trans>
        </p>
      </Alert>
    );
  const count = users.length;
  return (
    <>
      <p aria-live="polite">
        {t`${plural(count, { one: `# account found for “${query}”.`, other: `# accounts found for “${query}”.` })}`}
      </p>
      {more ? (
        <Alert tone="info">
          <p>
            <Trans>More accounts matched than are shown: type more of the name, or the username or e-mail.</Trans>
          </p>
        </Alert>
      ) : null}
      <PlainTable
        caption={t`Accounts found, exact matches first, then by name`}
        rows={users}
        rowKey={(user) => user.id}
        columns={resultColumns(i18n)}
        // Seven facts to compare down the list; as cards the results would push the page down as they arrive.
        phoneLayout="scroll"
      />
    </>
  );
}

/**
 * Find a User (staff-console §2 Users page, users.manage): any account by username, e-mail or name,
 * with what support needs to know of it; each opens the account's page, where support acts for it.
 * The search is in the address (?q=), so Back from an account returns to the same results.
 */
export function FindUser() {
  const { t } = useLingui();
  const [search, setSearch] = useSearchParams();
  const query = search.get('q') ?? '';
  const [typed, setTyped] = useState(query);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = z.safeParse(userSearchQuerySchema, { query: typed });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      setProblem(message === undefined ? null : translated(message));
      return;
    }
    setProblem(null);
    setSearch(parsed.data.query ? { q: parsed.data.query } : {});
  };

  return (
    <section className={styles.section} aria-labelledby="find-user-heading">
      <h2 id="find-user-heading">
        <Trans>Find a User</Trans>
      </h2>
      <form className={styles.form} role="search" aria-label={t`Find a user`} onSubmit={submit} noValidate>
        <TextField
          label={t`Username, e-mail or name`}
          hint={t`An exact username or e-mail, or the beginning of a last name (first and last name in either order)`}
          autoComplete="off"
          value={typed}
          error={problem ?? undefined}
          onChange={(event) => setTyped(event.target.value)}
        />
        <div className={styles.actions}>
          <Button type="submit">
            <Trans>Search</Trans>
          </Button>
        </div>
      </form>
      {query ? <SearchResults query={query} /> : null}
    </section>
  );
}
