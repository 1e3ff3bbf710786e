"use client";

import {
  columnFilteringFeature,
  createColumnHelper,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  filterFn_includesString,
  flexRender,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  useTable,
  type CellData,
  type Column,
  type ColumnDef,
  type OnChangeFn,
  type Row,
  type RowData,
  type RowSelectionState,
  type SortingState,
} from "@tanstack/react-table";
import { ArrowDown, ArrowUp, Download, Search } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { RowIcon } from "@/components/ui/row-icon";
import { PAGINATION } from "@/lib/constants";
import { cn } from "@/lib/utils/cn";
import { downloadCsv, type CsvCell } from "./csv";
import { Pagination } from "./pagination";

/** Per-column options of the portal's tables. */
export interface DataColumnMeta {
  /** The column's value in the CSV export (default: its accessor value). */
  // Meta is not generic over the row: `never` accepts any row function, applied below to its own table's rows.
  csv?: (row: never) => CsvCell;
  /** The CSV header when the column's header is not a plain string. */
  label?: string;
  align?: "right";
  /** Leave the column out of the CSV (action buttons…). */
  noCsv?: boolean;
}

/**
 * The table features every portal table has: sorting, one search box, pages, row selection. No column
 * hiding: no table offers it, and the feature costs every data page its code.
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  columnFilteringFeature,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  sortedRowModel: createSortedRowModel(),
  filteredRowModel: createFilteredRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic, datetime: sortFn_datetime, text: sortFn_text },
  filterFns: { includesString: filterFn_includesString },
  columnMeta: {} as DataColumnMeta,
});
type Features = typeof dataTableFeatures;

/** A column of a portal table: `DataColumn<Program>[]`. */
// A table's columns hold values of different types in one array: `any` is the existential value type here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DataColumn<T extends RowData, V extends CellData = any> = ColumnDef<Features, T, V>;
/** Typed column builder: `const col = dataColumns<Program>(); col.accessor("name", { header: "Nom" })`. */
export const dataColumns = <T extends RowData>() => createColumnHelper<Features, T>();

export interface DataTableProps<T extends RowData> {
  columns: DataColumn<T>[];
  data: T[];
  /** File name of the CSV export (without extension); no export button when absent. */
  csvName?: string;
  searchPlaceholder?: string;
  emptyText: string;
  loading?: boolean;
  /** Filters and actions shown beside the search box. */
  toolbar?: ReactNode;
  pageSize?: number;
  initialSorting?: SortingState;
  getRowId?: (row: T, index: number) => string;
  /** When given, a checkbox column lets the user pick rows (bulk actions live in the toolbar). */
  rowSelection?: RowSelectionState;
  onRowSelectionChange?: OnChangeFn<RowSelectionState>;
  enableRowSelection?: (row: Row<Features, T>) => boolean;
  testId?: string;
  caption?: string;
}

function csvHeader<T extends RowData>(column: Column<Features, T, unknown>): string {
  const h = column.columnDef.header;
  return column.columnDef.meta?.label ?? (typeof h === "string" ? h : column.id);
}

/**
 * The portal's table: sort by clicking a header, one search box over every column, 10 rows a page
 * with five page buttons (spec §9), and a CSV of the filtered, sorted rows with its columns.
 */
export function DataTable<T extends RowData>({
  columns,
  data,
  csvName,
  searchPlaceholder,
  emptyText,
  loading,
  toolbar,
  pageSize = PAGINATION.pageSize,
  initialSorting = [],
  getRowId,
  rowSelection,
  onRowSelectionChange,
  enableRowSelection,
  testId,
  caption,
}: DataTableProps<T>) {
  const t = useTranslations("data");
  const [sorting, setSorting] = useState<SortingState>(initialSorting);
  const [globalFilter, setGlobalFilter] = useState("");
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize });
  const selectable = rowSelection !== undefined;

  const allColumns = useMemo<DataColumn<T>[]>(() => {
    if (!selectable) return columns;
    const select: DataColumn<T> = {
      id: "_select",
      enableSorting: false,
      meta: { noCsv: true },
      header: ({ table }) => (
        <input
          type="checkbox"
          aria-label={t("selectAll")}
          className="size-4 accent-emerald-700"
          checked={table.getIsAllPageRowsSelected()}
          ref={(el) => {
            if (el) el.indeterminate = table.getIsSomePageRowsSelected();
          }}
          onChange={table.getToggleAllPageRowsSelectedHandler()}
        />
      ),
      cell: ({ row }) => (
        <input
          type="checkbox"
          aria-label={t("selectRow")}
          className="size-4 accent-emerald-700"
          checked={row.getIsSelected()}
          disabled={!row.getCanSelect()}
          onChange={row.getToggleSelectedHandler()}
        />
      ),
    };
    return [select, ...columns];
  }, [columns, selectable, t]);

  const table = useTable({
    features: dataTableFeatures,
    data,
    columns: allColumns,
    state: { sorting, globalFilter, pagination, ...(selectable ? { rowSelection } : {}) },
    onSortingChange: setSorting,
    onGlobalFilterChange: (v: string) => {
      setGlobalFilter(v);
      setPagination((p) => ({ ...p, pageIndex: 0 }));
    },
    onPaginationChange: setPagination,
    onRowSelectionChange,
    enableRowSelection: enableRowSelection ?? selectable,
    getRowId,
    globalFilterFn: "includesString",
    autoResetPageIndex: false,
  });

  const rows = table.getRowModel().rows;
  const filteredCount = table.getFilteredRowModel().rows.length;
  const pageCount = table.getPageCount();
  // A page beyond the end after a refetch or a filter: go back to the last one.
  if (pageCount > 0 && pagination.pageIndex >= pageCount) setPagination((p) => ({ ...p, pageIndex: pageCount - 1 }));

  const exportCsv = () => {
    const cols = table
      .getAllLeafColumns()
      .filter((c) => !c.columnDef.meta?.noCsv && (c.accessorFn || c.columnDef.meta?.csv));
    const out = table.getPrePaginatedRowModel().rows.map((r) =>
      cols.map((c) => {
        const custom = c.columnDef.meta?.csv;
        if (custom) return (custom as (row: T) => CsvCell)(r.original);
        const v = r.getValue(c.id);
        return v === null || v === undefined ? null : typeof v === "number" ? v : String(v);
      }),
    );
    downloadCsv(
      csvName!,
      cols.map((c) => csvHeader(c)),
      out,
    );
  };

  return (
    <div className="flex flex-col gap-3" data-testid={testId}>
      <div className="flex flex-wrap items-center gap-2">
        <label className="relative min-w-48 flex-1 sm:max-w-xs">
          <span className="sr-only">{searchPlaceholder ?? t("search")}</span>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400"
            aria-hidden
          />
          <Input
            type="search"
            value={globalFilter}
            onChange={(e) => table.setGlobalFilter(e.target.value)}
            placeholder={searchPlaceholder ?? t("search")}
            className="pl-9"
          />
        </label>
        {toolbar}
        {csvName && (
          <Button variant="outline" className="ml-auto" onClick={exportCsv} disabled={loading || filteredCount === 0}>
            <Download className="size-4" aria-hidden />
            {t("exportCsv")}
          </Button>
        )}
      </div>
      {/* relative: the scroller contains its absolutely placed descendants (sr-only labels), which would otherwise widen the page. */}
      <div className="relative overflow-x-auto rounded-lg border border-zinc-200 dark:border-zinc-800">
        <table className="w-full min-w-max border-collapse text-sm" aria-busy={loading}>
          {caption && <caption className="sr-only">{caption}</caption>}
          <thead className="bg-zinc-50 text-left text-xs font-semibold tracking-wide text-zinc-600 uppercase dark:bg-zinc-800/60 dark:text-zinc-300">
            {table.getHeaderGroups().map((hg) => (
              <tr key={hg.id}>
                {hg.headers.map((h) => {
                  const sorted = h.column.getIsSorted();
                  const right = h.column.columnDef.meta?.align === "right";
                  return (
                    <th
                      key={h.id}
                      scope="col"
                      aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                      className={cn("px-3 py-2", right && "text-right")}
                    >
                      {h.isPlaceholder ? null : h.column.getCanSort() ? (
                        <button
                          type="button"
                          onClick={h.column.getToggleSortingHandler()}
                          className={cn(
                            "inline-flex items-center gap-1 uppercase focus-visible:outline-2 focus-visible:outline-emerald-500",
                            right && "flex-row-reverse",
                          )}
                        >
                          {flexRender(h.column.columnDef.header, h.getContext())}
                          {sorted === "asc" ? (
                            <ArrowUp className="size-3" aria-hidden />
                          ) : sorted === "desc" ? (
                            <ArrowDown className="size-3" aria-hidden />
                          ) : (
                            <RowIcon name="arrow-up-down" className="size-3 opacity-40" />
                          )}
                        </button>
                      ) : (
                        flexRender(h.column.columnDef.header, h.getContext())
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {loading ? (
              Array.from({ length: 3 }, (_, i) => (
                <tr key={i} className="border-t border-zinc-200 dark:border-zinc-800">
                  <td colSpan={allColumns.length} className="px-3 py-3">
                    <div className="h-4 animate-pulse rounded bg-zinc-200 dark:bg-zinc-800" />
                  </td>
                </tr>
              ))
            ) : rows.length === 0 ? (
              <tr className="border-t border-zinc-200 dark:border-zinc-800">
                <td colSpan={allColumns.length} className="px-3 py-8 text-center text-zinc-500">
                  {globalFilter ? t("noMatch", { search: globalFilter }) : emptyText}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr
                  key={row.id}
                  data-state={row.getIsSelected() ? "selected" : undefined}
                  // dt-row, dt-cell, dt-num: app/globals.css (repeated on every row, so named once there).
                  className="dt-row"
                >
                  {row.getAllCells().map((cell) => (
                    <td
                      key={cell.id}
                      className={cell.column.columnDef.meta?.align === "right" ? "dt-cell dt-num" : "dt-cell"}
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
          {loading ? t("loading") : t("rows", { count: filteredCount })}
        </p>
        <Pagination
          page={pagination.pageIndex + 1}
          pageCount={pageCount}
          onPageChange={(p) => table.setPageIndex(p - 1)}
        />
      </div>
    </div>
  );
}
