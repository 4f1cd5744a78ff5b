import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Table, type TableColumnsType } from 'antd';
import { downloadText } from '../consigners/csv';
import { type ReportColumn, reportCsv } from './report-columns';

export interface ReportTableProps<Row> {
  title: string;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The file Export CSV saves. */
  filename: string;
  /** What the table will list, said when it lists nothing yet. */
  emptyText: string;
  isLoading?: boolean;
  /** Across the whole width of the tables' grid (a table with more columns). */
  isWide?: boolean;
  /** The title's heading level: 3 inside a section of the page, 2 for a table that is a section itself. */
  level?: 2 | 3;
}

/**
 * A table of a report (issue 18: each table exports to CSV): numbers right-aligned, Export CSV in
 * the card's head (off while there is nothing to export), and an empty state saying what will show.
 */
export function ReportTable<Row>({
  title,
  columns,
  rows,
  rowKey,
  filename,
  emptyText,
  isLoading = false,
  level = 3,
  isWide = false,
}: ReportTableProps<Row>) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const tableColumns: TableColumnsType<Row> = columns
    .filter((column) => !column.isCsvOnly)
    .map((column) => ({
      key: column.key,
      title: column.title,
      align: column.isNumber ? 'right' : 'left',
      className: column.isNumber ? 'report-table__number' : undefined,
      render: (_: unknown, row: Row) => column.render(row),
    }));
  return (
    <Card
      size="small"
      className={isWide ? 'report-table report-table--wide' : 'report-table'}
      title={<Heading className="report-table__title">{title}</Heading>}
      extra={
        <Button
          icon={<DownloadOutlined aria-hidden />}
          disabled={isLoading || rows.length === 0}
          aria-label={`Export ${title} as CSV`}
          onClick={() => downloadText(filename, reportCsv(columns, rows))}
        >
          Export CSV
        </Button>
      }
      role="region"
      aria-label={title}
    >
      <Table<Row>
        size="small"
        rowKey={rowKey}
        columns={tableColumns}
        dataSource={[...rows]}
        loading={isLoading}
        pagination={false}
        // Cells wrap to fit the card; a table that still cannot fit scrolls inside it, never the page.
        scroll={{ x: true }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
      />
    </Card>
  );
}
