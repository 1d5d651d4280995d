import { useState, type FormEvent } from 'react';
import { DATA_LINK_MESSAGES, type DataSource, type DataSourceOrg } from '../../../../../shared/schemas/data-link';
import { FailureAlert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { PlainTable, type PlainTableColumn } from '../../../components/plain-table';
import { TextField } from '../../../components/text-field';
import { failureReason } from '../../../lib/use-page-actions';
import { linkSchoolToSource, searchDataSourceOrgs } from '../api/data-link';
import styles from '../pages/staff-pages.module.css';

const ORG_COLUMNS: PlainTableColumn<DataSourceOrg>[] = [
  { header: 'Name', cell: (org) => org.name },
  { header: 'Address', cell: (org) => org.address ?? '—' },
  { header: 'City', cell: (org) => org.city ?? '—' },
  { header: 'Postcode', cell: (org) => org.postcode ?? '—' },
  { header: 'Country', cell: (org) => org.country ?? '—' },
  { header: 'Id', cell: (org) => org.id },
];

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
      ...(postcode.trim() ? {} : { postcode: DATA_LINK_MESSAGES.postcodeRequired }),
      ...(name.trim() && name.trim().length < 5 ? { name: DATA_LINK_MESSAGES.nameTooShort } : {}),
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

  function linkTo(org: DataSourceOrg) {
    link.mutate({ params: { schoolId }, body: { dataSource: source.id, dataId: org.id } }, { onSuccess: onClose });
  }

  return (
    <Dialog open onClose={onClose} title={`Link to ${source.name}`}>
      <div className={styles.roleOptions}>
        <p>{source.description}. Find this school in it by its postcode, and its name if there are many.</p>
        <form className={styles.findForm} onSubmit={search} noValidate>
          <TextField
            label="Postcode"
            value={postcode}
            onChange={(event) => setPostcode(event.target.value)}
            error={errors.postcode}
            autoComplete="off"
          />
          <TextField
            label="Name"
            optional
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={errors.name}
            autoComplete="off"
          />
          <Button type="submit" variant="secondary" loading={busy === 'search'}>
            Search
          </Button>
        </form>
        <FailureAlert message={failed ? failureReason(failed) : null} />
        {orgs && orgs.length === 0 ? <p role="status">{source.name} has no school of that postcode and name.</p> : null}
        {orgs && orgs.length > 0 ? (
          <PlainTable
            caption={`Schools of ${source.name}`}
            rows={orgs}
            rowKey={(org) => org.id}
            columns={ORG_COLUMNS}
            actions={(org) => (
              <Button
                size="small"
                aria-label={`Link to ${org.name}`}
                loading={busy === org.id}
                onClick={() => linkTo(org)}
              >
                Link
              </Button>
            )}
          />
        ) : null}
      </div>
    </Dialog>
  );
}
