import { useLingui } from '@lingui/react/macro';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface UsageBar {
  label: string;
  students: number;
  teachers: number;
}

/**
 * Who opened the app in the last 7, 30 and 90 days and who never did, students and teachers
 * stacked: recharts, loaded only with the usage page. The same numbers are in the table beside it.
 */
export default function UsageChart({ bars }: { bars: readonly UsageBar[] }) {
  const { t } = useLingui();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={[...bars]} margin={{ top: 8, right: 16, bottom: 8, left: 0 }} accessibilityLayer>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="label" />
        <YAxis allowDecimals={false} />
        {/* Names in the text colour: a bar's own colour (the accent) is too light to read on white. */}
        <Tooltip itemStyle={{ color: 'var(--color-text)' }} />
        <Legend />
        <Bar dataKey="students" name={t`Students`} stackId="members" fill="var(--color-primary, #1d4ed8)" />
        <Bar dataKey="teachers" name={t`Teachers`} stackId="members" fill="var(--color-accent, #0f766e)" />
      </BarChart>
    </ResponsiveContainer>
  );
}
