import type { Key, ReactNode } from 'react';
import { Caption, Cell, CellLabel, Head, HeaderCell, Row, Table } from './ResponsiveTable.styles';

export interface TableColumn<T> {
  /** Unique among the columns. */
  key: string;
  /** The column's name: the header on wide screens, the label before each value on phones. */
  header: string;
  /** What the row shows in this column. */
  cell: (row: T) => ReactNode;
  /** This column names the row (`<th scope="row">`), e.g. the account's name. Usually one column. */
  rowHeader?: boolean;
  /** On phones the value takes the card's full width, without the column's name (a title, the actions). */
  fullWidth?: boolean;
}

export interface ResponsiveTableProps<T> {
  /** Names the table for assistive technology (not shown). */
  caption: string;
  /** The columns in order: `{ key, header, cell(row), rowHeader?, fullWidth? }`. */
  columns: readonly TableColumn<T>[];
  /** The rows, one item each, passed to every column's `cell`. */
  rows: readonly T[];
  /** A stable key per row, so a row that changes keeps its place and focus. */
  rowKey: (row: T) => Key;
}

/**
 * A data table for admin screens: a plain table from 768 px up; on phones each row becomes a card
 * whose lines name their column. It stays a `<table>` throughout, so row and column headers keep
 * working for screen readers.
 */
export function ResponsiveTable<T>({ caption, columns, rows, rowKey }: ResponsiveTableProps<T>) {
  return (
    <Table>
      <Caption>{caption}</Caption>
      <Head>
        <tr>
          {columns.map((column) => (
            <HeaderCell key={column.key} scope="col">
              {column.header}
            </HeaderCell>
          ))}
        </tr>
      </Head>
      <tbody>
        {rows.map((row) => (
          <Row key={rowKey(row)}>
            {columns.map((column) => (
              <Cell
                key={column.key}
                as={column.rowHeader ? 'th' : 'td'}
                scope={column.rowHeader ? 'row' : undefined}
                data-full={column.fullWidth ? 'true' : undefined}
              >
                {column.fullWidth ? null : <CellLabel aria-hidden="true">{column.header}</CellLabel>}
                <div>{column.cell(row)}</div>
              </Cell>
            ))}
          </Row>
        ))}
      </tbody>
    </Table>
  );
}
