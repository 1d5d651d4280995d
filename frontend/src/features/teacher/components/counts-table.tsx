import { PlainTable, type PlainTableColumn } from '../../../components/plain-table';

type Count = readonly [label: string, count: number];

const COLUMNS: PlainTableColumn<Count>[] = [
  { header: 'What', srOnlyHeader: true, rowHeader: true, cell: ([label]) => label },
  { header: 'How many', srOnlyHeader: true, cell: ([, count]) => count },
];

/** An import's counts under a shown caption, each row named by what it counts ('Teachers imported 2'). */
export function CountsTable({ caption, counts }: { caption: string; counts: readonly Count[] }) {
  return <PlainTable caption={caption} showCaption rows={counts} rowKey={([label]) => label} columns={COLUMNS} />;
}
