import * as z from 'zod/mini';
import { dayOf, daysAfter } from '../../../shared/rules/calendar-days';
import { EMAIL_LIST_COLUMNS, type EmailListFilter } from '../../../shared/schemas/email-tools';
import { readContacts, type ContactRow } from '../../data/contacts';
import { getSchools } from '../../data/schools';
import { CONTACT_GROUPS, CONTACT_SHARDS, type ContactGroup } from '../../data/users';
import type { ExportReport } from '../core/exports/export-report';

/** The e-mail list's filter with its days turned into times (each range includes both its days). */
const settledSchema = z.object({
  role: z.enum(['all', 'teachers', 'parents', 'schoolAdmins']),
  neverSignedIn: z.boolean(),
  signedInFrom: z.nullable(z.string()),
  signedInBefore: z.nullable(z.string()),
  createdFrom: z.nullable(z.string()),
  createdBefore: z.nullable(z.string()),
  /** The day the list was asked for, for its file name. */
  on: z.string(),
});
type EmailListParams = z.infer<typeof settledSchema>;

interface ContactPart {
  group: ContactGroup;
  shard: number;
}

function startOf(day: string): string {
  return `${day}T00:00:00.000Z`;
}

function dayAfter(day: string): string {
  return startOf(daysAfter(day, 1));
}

export function settleEmailListFilter(filter: EmailListFilter, now: Date): EmailListParams {
  return {
    role: filter.role,
    neverSignedIn: filter.neverSignedIn,
    signedInFrom: filter.lastSignInFrom ? startOf(filter.lastSignInFrom) : null,
    signedInBefore: filter.lastSignInTo ? dayAfter(filter.lastSignInTo) : null,
    createdFrom: filter.createdFrom ? startOf(filter.createdFrom) : null,
    createdBefore: filter.createdTo ? dayAfter(filter.createdTo) : null,
    on: dayOf(now),
  };
}

const GROUPS_OF_ROLE: Record<EmailListParams['role'], readonly ContactGroup[]> = {
  all: CONTACT_GROUPS,
  teachers: ['school'],
  schoolAdmins: ['school'],
  parents: ['parent'],
};

function roleLabel(contact: ContactRow): string {
  if (contact.isSchoolAdmin || contact.schoolRole === 'admin') return 'School Admin';
  if (contact.schoolRole === 'teacher') return 'Teacher';
  if (contact.homeRole === 'parent') return 'Parent';
  return 'Personal';
}

/**
 * The contact e-mail list (staff-console §2 Emails; GET /admin/email-list): one part per partition
 * of the contacts index of the chosen role, so its size has no limit and no Scan is made.
 */
export const emailListReport: ExportReport<EmailListParams, ContactPart> = {
  name: 'email-list',
  title: 'E-mail list',
  permission: 'email',
  params: settledSchema,
  header: EMAIL_LIST_COLUMNS,
  fileName: (params) => `email-list-${params.role}-${params.on}.csv`,
  parts: (params) =>
    GROUPS_OF_ROLE[params.role].flatMap((group) =>
      Array.from({ length: CONTACT_SHARDS }, (_, shard) => ({ group, shard })),
    ),
  async rows(part, params) {
    const rows: (string | number)[][] = [];
    // A school is read once per part, however many of its teachers the part's pages hold.
    const schoolNames = new Map<string, string>();
    for await (const page of readContacts({
      ...part,
      createdFrom: params.createdFrom,
      createdBefore: params.createdBefore,
      signedInFrom: params.signedInFrom,
      signedInBefore: params.signedInBefore,
      neverSignedIn: params.neverSignedIn,
      schoolAdminsOnly: params.role === 'schoolAdmins',
    })) {
      const unread = [
        ...new Set(
          page.flatMap((contact) => (contact.schoolId && !schoolNames.has(contact.schoolId) ? [contact.schoolId] : [])),
        ),
      ];
      for (const school of await getSchools(unread)) schoolNames.set(school.id, school.name);
      for (const contact of page) {
        rows.push([
          contact.email,
          contact.firstName,
          contact.lastName,
          roleLabel(contact),
          contact.schoolId ? (schoolNames.get(contact.schoolId) ?? '') : '',
          contact.countryId ?? '',
          contact.createdAt,
          contact.lastSignIn ?? 'Never',
        ]);
      }
    }
    return rows;
  },
};
