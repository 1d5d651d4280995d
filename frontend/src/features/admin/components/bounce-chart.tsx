import { ph } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { localeDirection, type InterfaceLocale } from '../../../../../shared/i18n/locales';
import type { EmailStat } from '../../../../../shared/schemas/email-tools';

const dayLabel = (timestamp: string) => `${timestamp.slice(8, 10)}/${timestamp.slice(5, 7)}`;

/**
 * Bounces and complaints against delivery attempts per day (staff-console §2 Emails): recharts, loaded only when
 * the chart is shown. The same numbers are in the table beside it for anyone who cannot read a chart.
 */
export default function BounceChart({ stats }: { stats: readonly EmailStat[] }) {
  const { i18n, t } = useLingui();
  // Right to left, the days run from the right and the counts' axis stands on the right.
  const rtl = localeDirection(i18n.locale as InterfaceLocale) === 'rtl';
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart
        data={[...stats]}
        margin={rtl ? { top: 8, right: 0, bottom: 8, left: 16 } : { top: 8, right: 16, bottom: 8, left: 0 }}
        accessibilityLayer
      >
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="Timestamp" tickFormatter={dayLabel} reversed={rtl} />
        <YAxis allowDecimals={false} orientation={rtl ? 'right' : 'left'} />
        <Tooltip labelFormatter={(label) => t`Day ${ph({ day: dayLabel(String(label)) })}`} />
        <Legend />
        <Line
          type="monotone"
          dataKey="DeliveryAttempts"
          name={t`Delivery attempts`}
          stroke="var(--color-primary, #1d4ed8)"
          strokeWidth={2}
          dot={false}
        />
        <Line
          type="monotone"
          dataKey="Bounces"
          name={t`Bounces`}
          stroke="var(--color-danger, #b91c1c)"
          strokeWidth={2}
          strokeDasharray="6 3"
          dot
        />
        <Line
          type="monotone"
          dataKey="Complaints"
          name={t`Complaints`}
          stroke="var(--color-warning-text, #92400e)"
          strokeWidth={2}
          strokeDasharray="2 3"
          dot={{ r: 3 }}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
