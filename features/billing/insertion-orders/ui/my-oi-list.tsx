"use client";

import { useSuspenseQuery } from "@apollo/client/react";
import { FileText, PenLine } from "lucide-react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useMemo, useState, useTransition } from "react";
import { DataTable, type DataColumn } from "@/components/data/data-table";
import { formatDate, formatMoney } from "@/components/data/format";
import { PendingFrame } from "@/components/market/server-first/pending-frame";
import { Button } from "@/components/ui/button";
import { Card, CardBody } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/states/states";
import { MY_OIS, type Oi } from "./operations";
import { SignOiDialog } from "./sign-dialog";
import { OiStatusBadge } from "./status-badge";

/** /mes-documents-oi: the advertiser's insertion orders, to read, sign and download once signed. */
export function MyOiList() {
  const t = useTranslations("oi");
  const td = useTranslations("data");
  const locale = useLocale();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [signing, setSigning] = useState<Oi | null>(null);
  const { data, error, refetch } = useSuspenseQuery(MY_OIS, { errorPolicy: "all" });
  const rows = useMemo(() => data?.myOiDocuments ?? [], [data]);
  const refresh = useCallback(() => {
    startTransition(() => void refetch());
    router.refresh(); // the bell's "to sign" count
  }, [refetch, router]);

  const columns = useMemo<DataColumn<Oi>[]>(
    () => [
      { id: "id", accessorKey: "id", header: t("columns.id") },
      { id: "title", accessorKey: "title", header: t("columns.title") },
      {
        id: "program",
        accessorFn: (r) => r.program_name ?? "",
        header: t("columns.program"),
        cell: ({ row }) => row.original.program_name ?? "—",
      },
      {
        id: "amount",
        accessorFn: (r) => r.total_ht_cents ?? 0,
        header: t("columns.amount"),
        cell: ({ row }) =>
          row.original.total_ht_cents === null ? "—" : formatMoney(locale, row.original.total_ht_cents),
        meta: { csv: (r: Oi) => (r.total_ht_cents === null ? "" : (r.total_ht_cents / 100).toFixed(2)) },
      },
      {
        id: "sentAt",
        accessorFn: (r) => r.sent_at ?? r.created_at,
        header: t("columns.sentAt"),
        cell: ({ row }) => formatDate(locale, row.original.sent_at ?? row.original.created_at),
      },
      {
        id: "status",
        accessorKey: "status",
        header: t("columns.status"),
        cell: ({ row }) => <OiStatusBadge status={row.original.status} />,
        meta: { csv: (r: Oi) => t(`status.${r.status}`) },
      },
      {
        id: "actions",
        header: t("columns.actions"),
        enableSorting: false,
        meta: { noCsv: true },
        cell: ({ row }) => {
          const oi = row.original;
          return (
            <div className="flex items-center gap-2">
              <Button asChild variant="outline" className="h-8 px-2 text-xs">
                <a href={oi.pdf_url} target="_blank" rel="noopener" data-testid={`oi-pdf-${oi.id}`}>
                  <FileText className="size-4" aria-hidden />
                  {oi.signed_at ? t("actions.openSignedPdf") : t("actions.openPdf")}
                </a>
              </Button>
              {oi.status === "to_sign" && (
                <Button className="h-8 px-3 text-xs" onClick={() => setSigning(oi)} data-testid={`oi-sign-${oi.id}`}>
                  <PenLine className="size-4" aria-hidden />
                  {t("actions.sign")}
                </Button>
              )}
            </div>
          );
        },
      },
    ],
    [t, locale],
  );

  if (error && !data)
    return (
      <ErrorState title={t("list.errorTitle")} text={t("errors.generic")}>
        <Button variant="outline" onClick={() => startTransition(() => void refetch())}>
          {td("retry")}
        </Button>
      </ErrorState>
    );

  return (
    <Card>
      <CardBody>
        <PendingFrame pending={pending}>
          <DataTable<Oi>
            testId="my-oi-list"
            columns={columns}
            data={rows}
            csvName="mes-ordres-insertion"
            searchPlaceholder={t("list.search")}
            emptyText={t("list.emptyMine")}
            getRowId={(r) => String(r.id)}
          />
        </PendingFrame>
        {signing && <SignOiDialog oi={signing} onClose={() => setSigning(null)} onSigned={refresh} />}
      </CardBody>
    </Card>
  );
}
