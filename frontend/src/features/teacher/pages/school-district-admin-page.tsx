import { Trans, useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { translated } from '../../../../../shared/i18n/text';
import { paths } from '../../../config/paths';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CLASS_MESSAGES, type MyClassesResponse } from '../../../../../shared/schemas/classes';
import { DocumentTitle } from '../../../components/document-title';
import { PageHeader } from '../../../components/page-header';
import { listMyClasses } from '../api/classes';
import { myClassesLoader } from './my-classes-page';

/** The schools come with My Classes' answer. */
export const schoolDistrictAdminLoader = myClassesLoader;
import { ActionButton } from '../../../components/action-button';
import { DataTable } from '../../../components/data-table';
import { TeacherCrumbs } from '../components/teacher-crumbs';
import styles from '../components/teacher.module.css';

type DistrictSchool = MyClassesResponse['administeredSchools'][number];

/** teacher.school-district-admin (school-and-family §2): the schools listed against the caller, Manage School. */
export function SchoolDistrictAdminPage() {
  const { t } = useLingui();
  const columns: ColumnDef<DistrictSchool, unknown>[] = [
    { id: 'name', header: t`School`, cell: ({ row }) => row.original.name },
    { id: 'city', header: t`City`, cell: ({ row }) => row.original.city ?? '' },
    { id: 'postcode', header: t`Post/Zip Code`, cell: ({ row }) => row.original.postcode ?? '' },
  ];
  const { administeredSchools } = listMyClasses.useData();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const chosen = administeredSchools.find((school) => selected.has(school.id));
  return (
    <>
      <DocumentTitle title={t`District Schools`} />
      <TeacherCrumbs trail={[{ label: t`District Schools` }]} />
      <PageHeader
        title={t`District Schools`}
        description={t`The schools you manage as their school district administrator.`}
      />
      <div className={styles.toolbar} role="toolbar" aria-label={t`School actions`}>
        <ActionButton
          variant="primary"
          unavailable={chosen ? null : translated(CLASS_MESSAGES.selectSchoolFirst)}
          onClick={() => chosen && void navigate(paths.teacher.school.getHref(chosen.id))}
        >
          <Trans>Manage School</Trans>
        </ActionButton>
      </div>
      <DataTable
        caption={t`District Schools`}
        rows={administeredSchools}
        columns={columns}
        getRowId={(row) => row.id}
        selection="single"
        selected={selected}
        onSelectedChange={setSelected}
        rowLabel={(row) => row.name}
        emptyText={t`No schools are listed against your account. A school district administrator manages the schools listed against them here.`}
        onRowDoubleClick={(row) => void navigate(paths.teacher.school.getHref(row.id))}
      />
    </>
  );
}

/** The page's route: its loader and page. */
export const route = (queryClient: QueryClient) => ({
  loader: schoolDistrictAdminLoader(queryClient),
  Component: SchoolDistrictAdminPage,
});
