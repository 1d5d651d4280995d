import type { ColumnDef } from '@tanstack/react-table';
import type { AdminSchool, AdminSchoolUpdateRequest } from '../../../../../shared/schemas/admin-schools';
import { EditableCell } from '../../../components/editable-cell';
import { SchoolFlags } from './school-flags';

type EditableField = 'name' | 'address' | 'city' | 'postcode' | 'phone';

const required = (label: string) => (value: string) => (value.trim() ? null : `Please enter the ${label}.`);
const anything = () => null;

/**
 * The Schools search's columns (staff-console §2 Schools search): name and contact details edited
 * in place with school.update, read-only without it.
 */
export function schoolSearchColumns(
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
          label={`${label} of ${school.name}`}
          check={rule}
          errorDisplay="icon"
          onSave={(next) => save(school, { [field]: field === 'name' ? next.trim() : next.trim() || null })}
        />
      );
    },
  });
  return [
    cell('name', 'Name', required('school name')),
    { id: 'code', header: 'A-Number', cell: ({ row }) => row.original.code },
    cell('address', 'Address', anything),
    cell('city', 'City', anything),
    cell('postcode', 'Postcode', anything),
    cell('phone', 'Phone', anything),
    {
      id: 'admins',
      header: 'Admins',
      cell: ({ row }) => row.original.administrators.map((admin) => admin.name).join(', ') || '—',
    },
    { id: 'flags', header: 'Status', cell: ({ row }) => <SchoolFlags school={row.original} /> },
  ];
}
