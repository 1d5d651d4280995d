import type { I18n } from '@lingui/core';
import { msg, ph } from '@lingui/core/macro';
import type { ColumnDef } from '@tanstack/react-table';
import type { AdminSchool, AdminSchoolUpdateRequest } from '../../../../../shared/schemas/admin-schools';
import { EditableCell } from '../../../components/editable-cell';
import { SchoolFlags } from './school-flags';
import { THING_NAME } from './thing-name';

type EditableField = 'name' | 'address' | 'city' | 'postcode' | 'phone';

const required = (message: string) => (value: string) => (value.trim() ? null : message);
const anything = () => null;

/**
 * The Schools search's columns (staff-console §2 Schools search): name and contact details edited
 * in place with school.update, read-only without it.
 */
export function schoolSearchColumns(
  i18n: I18n,
  canEdit: boolean,
  save: (school: AdminSchool, changes: AdminSchoolUpdateRequest) => Promise<unknown>,
): ColumnDef<AdminSchool, unknown>[] {
  const cell = (
    field: EditableField,
    label: string,
    rule: (value: string) => string | null,
  ): ColumnDef<AdminSchool, unknown> => ({
    id: field,
    header: label,
    cell: ({ row }) => {
      const school = row.original;
      const value = school[field] ?? '';
      if (!canEdit) return value || '—';
      return (
        <EditableCell
          display={value}
          initial={value}
          label={i18n._(msg`${label} of ${ph({ school: school.name })}`)}
          check={rule}
          errorDisplay="icon"
          onSave={(next) => save(school, { [field]: field === 'name' ? next.trim() : next.trim() || null })}
        />
      );
    },
  });
  return [
    cell('name', i18n._(THING_NAME), required(i18n._(msg`Please enter the school name.`))),
    { id: 'code', header: i18n._(msg`A-Number`), cell: ({ row }) => <bdi>{row.original.code}</bdi> },
    cell('address', i18n._(msg`Address`), anything),
    cell('city', i18n._(msg`City`), anything),
    cell('postcode', i18n._(msg`Postcode`), anything),
    cell('phone', i18n._(msg`Phone`), anything),
    {
      id: 'admins',
      header: i18n._(msg`Admins`),
      cell: ({ row }) => row.original.administrators.map((admin) => admin.name).join(', ') || '—',
    },
    { id: 'flags', header: i18n._(msg`Status`), cell: ({ row }) => <SchoolFlags school={row.original} /> },
  ];
}
