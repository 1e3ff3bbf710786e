"use client";

import { useMutation, useSuspenseQuery } from "@apollo/client/react";
import { BarChart3, Pencil, Plus, Tags } from "lucide-react";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { DataTable, type DataColumn } from "@/components/data/data-table";
import { formatMoney, formatNumber } from "@/components/data/format";
import { Badge } from "@/components/ui/states/kpi-card";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { Card, CardBody } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { CategoryIcon } from "./category-icon";
import { useCatalogError } from "./errors";
import { CATEGORIES, SET_CATEGORY_ACTIVE, type Category } from "./operations";
import { SourcesPanel } from "./sources-panel";
import { evictRootFields } from "@/components/market/server-first/evict";
import { PendingFrame } from "@/components/market/server-first/pending-frame";
import { CATEGORY_LIST_FIELDS } from "./variables";

const slug = (name: string) =>
  encodeURIComponent(
    name
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "categorie",
  );
export const reportHref = (c: { id: number; name: string }) =>
  `/weedomarket/admin/categories/rapport/${c.id}/${slug(c.name)}`;

/** Admin `categories`: the catalogue (prices, lead counts, active switch) and, in a second tab, the intake sources. */
export function CategoriesScreen() {
  const t = useTranslations("marketCatalog.categories");
  return (
    <Tabs defaultValue="categories" className="flex flex-col gap-4">
      <TabsList aria-label={t("tabs")}>
        <TabsTrigger value="categories">{t("tabCategories")}</TabsTrigger>
        <TabsTrigger value="sources">{t("tabSources")}</TabsTrigger>
      </TabsList>
      <TabsContent value="categories">
        <CategoriesTable />
      </TabsContent>
      <TabsContent value="sources">
        <SourcesPanel />
      </TabsContent>
    </Tabs>
  );
}

function CategoriesTable() {
  const t = useTranslations("marketCatalog.categories");
  const td = useTranslations("data");
  const locale = useLocale();
  const explain = useCatalogError();
  // Preloaded by the page on the server: the first HTML holds the catalogue.
  const { data, error, refetch } = useSuspenseQuery(CATEGORIES, { errorPolicy: "all" });
  const [pending, startTransition] = useTransition();
  // (De)activating a category changes which categories other screens offer: drop their cached lists.
  const [setActive] = useMutation(SET_CATEGORY_ACTIVE, {
    update: (cache) => evictRootFields(cache, ...CATEGORY_LIST_FIELDS),
  });

  const toggle = async (c: Category) => {
    try {
      await setActive({ variables: { id: c.id, active: !c.active } });
      toast.success(c.active ? t("deactivated", { name: c.name }) : t("activated", { name: c.name }));
      startTransition(() => void refetch());
    } catch (e) {
      toast.error(explain(e));
      throw e;
    }
  };

  const columns = useMemo<DataColumn<Category>[]>(() => {
    const money = (
      key: "priceExclusiveCents" | "priceDuoCents" | "priceTrioCents",
      header: string,
    ): DataColumn<Category> => ({
      id: key,
      accessorKey: key,
      header,
      cell: ({ row }) => formatMoney(locale, row.original[key]),
      meta: { align: "right", csv: (r: Category) => (r[key] / 100).toFixed(2) },
    });
    const count = (key: "total" | "available" | "sold" | "unsold", header: string): DataColumn<Category> => ({
      id: `leads_${key}`,
      accessorFn: (r) => r.leads?.[key] ?? 0,
      header,
      cell: ({ row }) => formatNumber(locale, row.original.leads?.[key] ?? 0),
      meta: { align: "right", csv: (r: Category) => r.leads?.[key] ?? 0 },
    });
    return [
      {
        id: "name",
        accessorKey: "name",
        header: t("name"),
        cell: ({ row }) => (
          <Link
            href={`/weedomarket/admin/editCategorie/${row.original.id}`}
            className="inline-flex items-center gap-2 font-medium hover:underline"
          >
            <CategoryIcon name={row.original.icon} />
            {row.original.name}
          </Link>
        ),
      },
      money("priceExclusiveCents", t("exclusive")),
      money("priceDuoCents", t("duo")),
      money("priceTrioCents", t("trio")),
      { id: "fields", accessorFn: (r) => r.fields.length, header: t("fields"), meta: { align: "right" } },
      count("total", t("leadsTotal")),
      count("available", t("leadsAvailable")),
      count("sold", t("leadsSold")),
      count("unsold", t("leadsUnsold")),
      {
        id: "active",
        accessorKey: "active",
        header: t("status"),
        cell: ({ row }) => {
          const c = row.original;
          const label = c.active ? t("deactivate") : t("activate");
          return (
            <div className="flex items-center gap-2">
              <Badge tone={c.active ? "success" : "neutral"}>{c.active ? t("active") : t("inactive")}</Badge>
              {c.active ? (
                <ConfirmDialog
                  trigger={
                    <Button variant="outline" className="h-8 px-2 text-xs" aria-label={`${label} ${c.name}`}>
                      {label}
                    </Button>
                  }
                  title={t("deactivateTitle", { name: c.name })}
                  description={t("deactivateText")}
                  confirmLabel={t("deactivate")}
                  destructive
                  onConfirm={() => toggle(c)}
                />
              ) : (
                <Button
                  variant="outline"
                  className="h-8 px-2 text-xs"
                  aria-label={`${label} ${c.name}`}
                  onClick={() => void toggle(c).catch(() => undefined)}
                >
                  {label}
                </Button>
              )}
            </div>
          );
        },
        meta: { csv: (r: Category) => (r.active ? t("active") : t("inactive")) },
      },
      {
        id: "actions",
        header: t("actions"),
        enableSorting: false,
        cell: ({ row }) => (
          <div className="flex gap-1">
            <Button asChild variant="ghost" className="h-8 px-2">
              <Link
                href={`/weedomarket/admin/editCategorie/${row.original.id}`}
                aria-label={t("editOf", { name: row.original.name })}
              >
                <Pencil aria-hidden className="size-4" />
              </Link>
            </Button>
            <Button asChild variant="ghost" className="h-8 px-2">
              <Link href={reportHref(row.original)} aria-label={t("reportOf", { name: row.original.name })}>
                <BarChart3 aria-hidden className="size-4" />
              </Link>
            </Button>
          </div>
        ),
        meta: { noCsv: true },
      },
    ];
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, locale]);

  if (error && !data) {
    return (
      <ErrorState title={t("loadError")} text={explain(error)}>
        <Button variant="outline" onClick={() => startTransition(() => void refetch())}>
          {td("retry")}
        </Button>
      </ErrorState>
    );
  }
  const rows = data?.marketCategories ?? [];
  const newButton = (
    <Button asChild>
      <Link href="/weedomarket/admin/creeCategorie">
        <Plus aria-hidden className="size-4" />
        {t("new")}
      </Link>
    </Button>
  );
  return (
    <Card>
      <CardBody>
        {rows.length === 0 ? (
          <EmptyState icon={Tags} title={t("emptyTitle")} text={t("emptyText")}>
            {newButton}
          </EmptyState>
        ) : (
          <PendingFrame pending={pending}>
            <DataTable<Category>
              testId="market-categories"
              columns={columns}
              data={rows}
              csvName="categories"
              searchPlaceholder={t("search")}
              emptyText={t("noMatch")}
              getRowId={(r) => String(r.id)}
              toolbar={newButton}
              caption={t("caption")}
            />
          </PendingFrame>
        )}
      </CardBody>
    </Card>
  );
}
