import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { InactiveStudentsPreview } from '../../../../../shared/schemas/user-checks';
import { PlainTable, type PlainTableColumn } from '../../../components/plain-table';
import { formatDayMonthYear } from '../../../lib/day-month-year';
import styles from './inactive-students-list.module.css';

type Listed = InactiveStudentsPreview['listed'][number];

function columns(i18n: I18n): PlainTableColumn<Listed>[] {
  return [
    { header: i18n._(msg`Name`), cell: (student) => student.name },
    { header: i18n._(msg`Username`), cell: (student) => <bdi>{student.username}</bdi> },
    { header: i18n._(msg`School`), cell: (student) => student.school ?? '—' },
    {
      header: i18n._(msg`Last sign-in`),
      cell: (student) => (student.lastSignIn ? formatDayMonthYear(student.lastSignIn) : i18n._(msg`Never`)),
    },
  ];
}

/**
 * The students Delete Inactive Students would take, as its confirmation lists them (staff-console
 * §2 Users page):
 * name, username, school and last sign-in, by school then name; the first ones when there are
 * more, saying so.
 */
export function InactiveStudentsList({ preview }: { preview: InactiveStudentsPreview }) {
  const { i18n, t } = useLingui();
  const { listed, students } = preview;
  const shown = i18n.number(listed.length);
  const all = i18n.number(students);
  return (
    <>
      {listed.length < students ? (
        <p>
          <Trans>
            Showing the first {shown} of {all} students, by school and name. All {all} will be deleted.
          </Trans>
        </p>
      ) : null}
      <PlainTable
        className={styles.box}
        caption={t`Students who would be deleted, by school and name`}
        rows={listed}
        rowKey={(student) => student.id}
        columns={columns(i18n)}
        phoneLayout="scroll"
      />
    </>
  );
}
