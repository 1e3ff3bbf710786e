"use client";

import { useMutation, useSuspenseQuery } from "@apollo/client/react";
import { Filter, Pencil, Plus, Trash2 } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import Link from "next/link";
import { useMemo, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { DataTable, type DataColumn } from "@/components/data/data-table";
import { formatDate } from "@/components/data/format";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { PageHeader } from "@/components/ui/page-header";
import { useCriteriaText } from "@/features/market/orders/ui/order-bits";
import { evictRootFields } from "@/components/market/server-first/evict";
import { PendingFrame } from "@/components/market/server-first/pending-frame";
import { useOrderError } from "@/features/market/orders/ui/use-order-error";
import { DELETE_FILTER, MY_FILTERS, type SavedFilter } from "./operations";
import { FILTER_LIST_FIELDS } from "./variables";

/** mesfiltres: the advertiser's saved filters, to edit, delete (confirmed) or order with. */
export function FiltersList() {
  const t = useTranslations("marketOrders.filters");
  const td = useTranslations("data");
  const locale = useLocale();
  const { explain } = useOrderError();
  const criteria = useCriteriaText();
  // Preloaded by the page on the server: the first HTML holds the filters.
  const { data, error, refetch } = useSuspenseQuery(MY_FILTERS, { errorPolicy: "all" });
  const [pending, startTransition] = useTransition();
  // The wizard offers saved filters too: drop both cached lists.
  const [remove] = useMutation(DELETE_FILTER, { update: (cache) => evictRootFields(cache, ...FILTER_LIST_FIELDS) });

  const columns = useMemo<DataColumn<SavedFilter>[]>(
    () => [
      {
        id: "name",
        accessorKey: "name",
        header: t("name"),
        cell: ({ row }) => <span className="font-medium">{row.original.name}</span>,
      },
      { id: "category", accessorKey: "categoryName", header: t("category") },
      { id: "criteria", accessorFn: (r) => criteria(r.criteria), header: t("criteria") },
      {
        id: "updatedAt",
        accessorKey: "updatedAt",
        header: t("updatedAt"),
        cell: ({ row }) => formatDate(locale, row.original.updatedAt),
        meta: { csv: (r: SavedFilter) => r.updatedAt.slice(0, 10) },
      },
      {
        id: "actions",
        header: t("actions"),
        enableSorting: false,
        meta: { noCsv: true },
        cell: ({ row }) => (
          <div className="flex flex-wrap gap-1">
            <Button variant="ghost" className="h-8 px-2" asChild>
              <Link
                href={`/weedomarket/annonceur/editerfiltre/${row.original.id}`}
                aria-label={t("editNamed", { name: row.original.name })}
              >
                <Pencil className="size-4" aria-hidden /> {t("edit")}
              </Link>
            </Button>
            <ConfirmDialog
              trigger={
                <Button variant="ghost" className="h-8 px-2" aria-label={t("deleteNamed", { name: row.original.name })}>
                  <Trash2 className="size-4" aria-hidden /> {t("delete")}
                </Button>
              }
              title={t("deleteTitle", { name: row.original.name })}
              description={t("deleteText")}
              confirmLabel={t("delete")}
              destructive
              onConfirm={async () => {
                try {
                  await remove({ variables: { id: row.original.id } });
                  toast.success(t("deleted"));
                  startTransition(() => void refetch());
                } catch (e) {
                  toast.error(explain(e));
                  throw e;
                }
              }}
            />
          </div>
        ),
      },
    ],
    [t, locale, criteria, remove, refetch, explain],
  );

  const newButton = (
    <Button asChild>
      <Link href="/weedomarket/annonceur/creefiltre">
        <Plus className="size-4" aria-hidden /> {t("new")}
      </Link>
    </Button>
  );
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("title")} description={t("description")} actions={newButton} />
      {error && !data ? (
        <ErrorState title={t("errorTitle")} text={explain(error)}>
          <Button variant="outline" onClick={() => startTransition(() => void refetch())}>
            {td("retry")}
          </Button>
        </ErrorState>
      ) : data && data.mesFiltres.length === 0 ? (
        <EmptyState icon={Filter} title={t("emptyTitle")} text={t("emptyText")}>
          {newButton}
        </EmptyState>
      ) : (
        <PendingFrame pending={pending}>
          <DataTable
            testId="my-filters"
            columns={columns}
            data={data?.mesFiltres ?? []}
            csvName="mes-filtres"
            searchPlaceholder={t("search")}
            emptyText={t("emptyTitle")}
          />
        </PendingFrame>
      )}
    </div>
  );
}
