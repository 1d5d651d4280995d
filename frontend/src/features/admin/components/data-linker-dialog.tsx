import type { I18n } from '@lingui/core';
import { msg, ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { DATA_LINK_MESSAGES, type DataSource, type DataSourceOrg } from '../../../../../shared/schemas/data-link';
import { translated } from '../../../../../shared/i18n/text';
import { FailureAlert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { PlainTable, type PlainTableColumn } from '../../../components/plain-table';
import { TextField } from '../../../components/text-field';
import { failureReason } from '../../../lib/use-page-actions';
import { linkSchoolToSource, searchDataSourceOrgs } from '../api/data-link';
import styles from '../pages/staff-pages.module.css';
import { THING_NAME } from './thing-name';

function orgColumns(i18n: I18n): PlainTableColumn<DataSourceOrg>[] {
  return [
    { header: i18n._(THING_NAME), cell: (org) => org.name },
    { header: i18n._(msg`Address`), cell: (org) => org.address ?? '—' },
    { header: i18n._(msg`City`), cell: (org) => org.city ?? '—' },
    { header: i18n._(msg`Postcode`), cell: (org) => org.postcode ?? '—' },
    { header: i18n._(msg`Country`), cell: (org) => org.country ?? '—' },
    { header: i18n._(msg`Id`), cell: (org) => org.id },
  ];
}

/**
 * The data linker (staff-console §4, §5): the source's schools of a postcode (required), narrowed
 * by name (5 characters or more), each sent in its own field; Link on a result links the school.
 */
export function DataLinkerDialog({
  schoolId,
  source,
  onClose,
}: {
  schoolId: string;
  source: DataSource;
  onClose: () => void;
}) {
  const { i18n, t } = useLingui();
  const [postcode, setPostcode] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<{ postcode?: string; name?: string }>({});
  const find = searchDataSourceOrgs.useMutation();
  const link = linkSchoolToSource.useMutation();
  const [orgs, setOrgs] = useState<DataSourceOrg[] | null>(null);
  const failed = link.error ?? find.error;
  const busy = find.isPending ? 'search' : link.isPending ? link.variables.body.dataId : null;

  function search(event: FormEvent) {
    event.preventDefault();
    link.reset();
    find.reset();
    const next = {
      ...(postcode.trim() ? {} : { postcode: translated(DATA_LINK_MESSAGES.postcodeRequired) }),
      ...(name.trim() && name.trim().length < 5 ? { name: translated(DATA_LINK_MESSAGES.nameTooShort) } : {}),
    };
    setErrors(next);
    if (next.postcode || next.name) return;
    find.mutate(
      {
        params: { schoolId, dataSourceId: source.id },
        query: { postcode: postcode.trim(), ...(name.trim() ? { name: name.trim() } : {}) },
      },
      { onSuccess: (answer) => setOrgs(answer.orgs) },
    );
  }

  const sourceName = source.name;
  const sourceDescription = source.description;

  function linkTo(org: DataSourceOrg) {
    link.mutate({ params: { schoolId }, body: { dataSource: source.id, dataId: org.id } }, { onSuccess: onClose });
  }

  return (
    <Dialog open onClose={onClose} title={t`Link to ${sourceName}`}>
      <div className={styles.roleOptions}>
        <p>
          <Trans>{sourceDescription}. Find this school in it by its postcode, and its name if there are many.</Trans>
        </p>
        <form className={styles.findForm} onSubmit={search} noValidate>
          <TextField
            label={t`Postcode`}
            value={postcode}
            onChange={(event) => setPostcode(event.target.value)}
            error={errors.postcode}
            autoComplete="off"
          />
          <TextField
            label={i18n._(THING_NAME)}
            optional
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={errors.name}
            autoComplete="off"
          />
          <Button type="submit" variant="secondary" loading={busy === 'search'}>
            <Trans>Search</Trans>
          </Button>
        </form>
        <FailureAlert message={failed ? failureReason(failed) : null} />
        {orgs && orgs.length === 0 ? (
          <p role="status">
            <Trans>{sourceName} has no school of that postcode and name.</Trans>
          </p>
        ) : null}
        {orgs && orgs.length > 0 ? (
          <PlainTable
            caption={t`Schools of ${sourceName}`}
            rows={orgs}
            rowKey={(org) => org.id}
            columns={orgColumns(i18n)}
            actions={(org) => (
              <Button
                size="small"
                aria-label={t`Link to ${ph({ school: org.name })}`}
                loading={busy === org.id}
                onClick={() => linkTo(org)}
              >
                <Trans>Link</Trans>
              </Button>
            )}
          />
        ) : null}
      </div>
    </Dialog>
  );
}
