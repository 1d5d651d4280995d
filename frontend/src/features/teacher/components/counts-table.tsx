import { useLingui } from '@lingui/react/macro';
import { PlainTable, type PlainTableColumn } from '../../../components/plain-table';

type Count = readonly [label: string, count: number];

/** An import's counts under a shown caption, each row named by what it counts ('Teachers imported 2'). */
export function CountsTable({ caption, counts }: { caption: string; counts: readonly Count[] }) {
  const { t } = useLingui();
  const columns: PlainTableColumn<Count>[] = [
    {
      header: t({ message: 'What', context: 'the thing a row counts' }),
      srOnlyHeader: true,
      rowHeader: true,
      cell: ([label]) => label,
    },
    { header: t`How many`, srOnlyHeader: true, cell: ([, count]) => count },
  ];
  return <PlainTable caption={caption} showCaption rows={counts} rowKey={([label]) => label} columns={columns} />;
}
