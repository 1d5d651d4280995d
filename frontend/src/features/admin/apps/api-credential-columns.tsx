import type { I18n } from '@lingui/core';
import { msg, ph } from '@lingui/core/macro';
import { ROSTER_SCOPES, type ApiCredential, type RosterScope } from '../../../../../shared/schemas/api-credentials';
import { Badge } from '../../../components/badge';
import type { PlainTableColumn } from '../../../components/plain-table';
import { formatDayMonthYearTime } from '../../../lib/day-month-year';

/** Each OneRoster scope in words (docs/using/oneroster-api.md 'Scopes'). */
export const SCOPE_NAMES = {
  [ROSTER_SCOPES[0]]: msg`Core roster (read)`,
  [ROSTER_SCOPES[1]]: msg`Full roster (read)`,
  [ROSTER_SCOPES[2]]: msg`Demographics (read)`,
} as const satisfies Record<RosterScope, unknown>;

const when = (at: string | null) => (at ? formatDayMonthYearTime(at) : '—');

/** The API credentials table's columns: who issued each, its scopes, state and last token. */
export function credentialColumns(i18n: I18n): PlainTableColumn<ApiCredential>[] {
  return [
    { header: i18n._(msg`Client id`), rowHeader: true, cell: (row) => <code>{row.clientId}</code> },
    { header: i18n._(msg`Scopes`), cell: (row) => row.scopes.map((scope) => i18n._(SCOPE_NAMES[scope])).join(', ') },
    {
      header: i18n._(msg`State`),
      cell: (row) =>
        row.revokedAt ? (
          <Badge tone="neutral">{i18n._(msg`Revoked ${ph({ at: when(row.revokedAt) })}`)}</Badge>
        ) : (
          <Badge tone="success">{i18n._(msg`Active`)}</Badge>
        ),
    },
    {
      header: i18n._(msg`Issued`),
      cell: (row) => `${when(row.rotatedAt ?? row.createdAt)} · ${row.rotatedBy ?? row.createdBy}`,
    },
    { header: i18n._(msg`Last token`), cell: (row) => when(row.lastUsedAt) },
  ];
}
