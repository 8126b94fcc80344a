import { createContext, useContext } from 'react';
import type { CSSProperties } from 'react';
import {
  Cell as AriaCell,
  Collection,
  Column as AriaColumn,
  Row as AriaRow,
  Table as AriaTable,
  TableBody as AriaTableBody,
  TableHeader as AriaTableHeader,
  TableStateContext,
  composeRenderProps,
  useTableOptions,
} from 'react-aria-components';
import type {
  CellProps as AriaCellProps,
  ColumnProps as AriaColumnProps,
  RowProps as AriaRowProps,
  TableBodyProps as AriaTableBodyProps,
  TableHeaderProps as AriaTableHeaderProps,
  TableProps as AriaTableProps,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { joinClassNames } from '../../layout/joinClassNames';
import { Checkbox } from '../Checkbox/Checkbox';
import { visuallyHidden } from '../Field/Field.css';
import { Icon } from '../Icon/Icon';
import { Skeleton, SkeletonGroup } from '../Skeleton/Skeleton';
import * as styles from './Table.css';

/** Props of {@link Table}. */
export interface TableProps extends AriaTableProps {
  /**
   * Shows skeleton rows in place of the body's rows, announces "Loading…" once and marks the
   * table busy.
   * @default false
   */
  isLoading?: boolean;
  /**
   * The number of skeleton rows while loading; match the page size to avoid a jump.
   * @default 5
   */
  loadingRowCount?: number;
  /**
   * The tallest the table grows before its rows scroll under the sticky header.
   * @default none: the page scrolls and the header sticks to the top of the viewport's scroller
   */
  maxBlockSize?: CSSProperties['maxBlockSize'];
}

interface TableLoading {
  isLoading: boolean;
  loadingRowCount: number;
}

const TableLoadingContext = createContext<TableLoading>({ isLoading: false, loadingRowCount: 5 });

/**
 * A data table on react-aria's grid: arrow keys move between rows and cells, sortable columns
 * toggle between ascending and descending (`aria-sort`), rows may be links (`href`, client-side
 * through the app's `RouterProvider`; Enter opens them) and selectable (`selectionMode` single or
 * multiple, with checkboxes). Compose it from `TableHeader`, `Column`, `TableBody`, `Row`, `Cell`.
 * @selector [data-loading] on the scroll container while loading
 */
export function Table({
  isLoading = false,
  loadingRowCount = 5,
  maxBlockSize,
  className,
  ...props
}: TableProps) {
  return (
    <div
      className={styles.container}
      style={{ maxBlockSize }}
      data-loading={isLoading || undefined}
      aria-busy={isLoading || undefined}
    >
      <TableLoadingContext.Provider value={{ isLoading, loadingRowCount }}>
        <AriaTable
          {...props}
          className={composeRenderProps(className, (userClassName) =>
            joinClassNames(styles.table, userClassName),
          )}
        />
      </TableLoadingContext.Provider>
    </div>
  );
}

/** Props of {@link TableHeader}. */
export type TableHeaderProps<T extends object> = AriaTableHeaderProps<T>;

/**
 * The header row. Adds the selection column when the table is selectable: a "select all"
 * checkbox for multiple selection.
 */
export function TableHeader<T extends object>({
  columns,
  children,
  className,
  ...props
}: TableHeaderProps<T>) {
  const { t } = useTranslation('ui');
  const { selectionBehavior, selectionMode } = useTableOptions();
  return (
    <AriaTableHeader
      {...props}
      className={composeRenderProps(className, (userClassName) =>
        joinClassNames(styles.header, userClassName),
      )}
    >
      {selectionBehavior === 'toggle' && (
        <AriaColumn className={joinClassNames(styles.column, styles.selectionColumn)}>
          {selectionMode === 'multiple' ? (
            <Checkbox slot="selection" className={styles.selectionCheckbox} />
          ) : (
            <span className={visuallyHidden}>{t('table.selection')}</span>
          )}
        </AriaColumn>
      )}
      <Collection items={columns}>{children}</Collection>
    </AriaTableHeader>
  );
}

/** Props of {@link Column}. */
export type ColumnProps = AriaColumnProps;

/**
 * A column header. With `allowsSorting` it shows the sort direction and sorts on press.
 * @selector [data-allows-sorting], [data-sort-direction="ascending" | "descending"], [data-focus-visible]
 */
export function Column({ children, className, ...props }: ColumnProps) {
  return (
    <AriaColumn
      {...props}
      className={composeRenderProps(className, (userClassName) =>
        joinClassNames(styles.column, userClassName),
      )}
    >
      {composeRenderProps(children, (content, { allowsSorting }) => (
        <span className={styles.columnContent}>
          {content}
          {allowsSorting && (
            <span className={styles.sortIndicator} aria-hidden="true">
              <Icon name="chevronDown" size={16} />
            </span>
          )}
        </span>
      ))}
    </AriaColumn>
  );
}

/** Props of {@link TableBody}. */
export interface TableBodyProps<T extends object> extends AriaTableBodyProps<T> {
  /**
   * Shown when there are no rows, e.g. 'No examinations to show'; defaults to the translated
   * "Nothing to show". `renderEmptyState` replaces it with any content.
   */
  emptyText?: string;
}

/**
 * The rows. Shows `emptyText` when there are none, and skeleton rows while the table loads.
 * @selector [data-empty]
 */
export function TableBody<T extends object>({
  emptyText,
  renderEmptyState,
  items,
  children,
  className,
  ...props
}: TableBodyProps<T>) {
  const { t } = useTranslation('ui');
  const { isLoading, loadingRowCount } = useContext(TableLoadingContext);
  const emptyState =
    renderEmptyState ??
    (() => <span className={styles.empty}>{emptyText ?? t('table.empty')}</span>);
  return (
    <AriaTableBody
      {...props}
      className={composeRenderProps(className, (userClassName) =>
        joinClassNames(styles.body, userClassName),
      )}
      items={isLoading ? [] : items}
      renderEmptyState={isLoading ? () => <LoadingRows rowCount={loadingRowCount} /> : emptyState}
    >
      {isLoading ? [] : children}
    </AriaTableBody>
  );
}

/**
 * Skeleton rows in the body's one empty-state cell, a placeholder per column. Hidden from
 * assistive technology but for one "Loading…" status.
 */
function LoadingRows({ rowCount }: { rowCount: number }) {
  const columnCount = useContext(TableStateContext)?.collection.columnCount ?? 1;
  return (
    <SkeletonGroup className={styles.loadingRows}>
      {Array.from({ length: rowCount }, (_, rowIndex) => (
        <div
          key={rowIndex}
          className={styles.loadingRow}
          style={{ gridTemplateColumns: `repeat(${columnCount}, minmax(0, 1fr))` }}
        >
          {Array.from({ length: columnCount }, (_, columnIndex) => (
            <Skeleton key={columnIndex} inlineSize={columnIndex % 2 ? '60%' : '85%'} />
          ))}
        </div>
      ))}
    </SkeletonGroup>
  );
}

/** Props of {@link Row}. */
export type RowProps<T extends object> = AriaRowProps<T>;

/**
 * A row. `href` makes it a link (press or Enter opens it); in a selectable table it starts with
 * its selection checkbox.
 * @selector [data-link] when it has an href; [data-selected], [data-hovered], [data-focus-visible], [data-disabled]
 */
export function Row<T extends object>({ id, columns, children, className, ...props }: RowProps<T>) {
  const { selectionBehavior } = useTableOptions();
  return (
    <AriaRow
      id={id}
      {...props}
      data-link={props.href ? true : undefined}
      className={composeRenderProps(className, (userClassName) =>
        joinClassNames(styles.row, userClassName),
      )}
    >
      {selectionBehavior === 'toggle' && (
        <AriaCell className={styles.cell}>
          <Checkbox slot="selection" className={styles.selectionCheckbox} />
        </AriaCell>
      )}
      <Collection items={columns}>{children}</Collection>
    </AriaRow>
  );
}

/** Props of {@link Cell}. */
export type CellProps = AriaCellProps;

/** A cell of a row. @selector [data-focus-visible] */
export function Cell({ className, ...props }: CellProps) {
  return (
    <AriaCell
      {...props}
      className={composeRenderProps(className, (userClassName) =>
        joinClassNames(styles.cell, userClassName),
      )}
    />
  );
}
