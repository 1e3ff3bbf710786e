"use client";

import { skipToken, useSuspenseQuery } from "@apollo/client/react";
import { UserX } from "lucide-react";
import { useTranslations } from "next-intl";
import { useTransition } from "react";
import { DataTable } from "@/components/data/data-table";
import { EmptyState } from "@/components/ui/states/states";
import { PageHeader } from "@/components/ui/page-header";
import { PUBLISHER_SUPPORTS } from "@/features/myaffil/creatives/ui/creatives/operations";
import { QueryError } from "@/features/myaffil/creatives/ui/creatives/shared";
import { useSupportColumns } from "./supports-list";

/** Administrators: a publisher user's supports (list_supports/{id_utilisateur}), table and CSV. */
export function AdminSupports({ userId }: { userId: number }) {
  const t = useTranslations("myaffilCreatives.adminSupports");
  const ts = useTranslations("myaffilCreatives.supports");
  const columns = useSupportColumns();
  const valid = Number.isInteger(userId) && userId > 0;
  // Preloaded by the page: the first HTML holds the rows.
  const { data, error, refetch } = useSuspenseQuery(
    PUBLISHER_SUPPORTS,
    valid ? { variables: { id: userId }, errorPolicy: "all" } : skipToken,
  );
  const [retrying, startRetry] = useTransition();
  const p = data?.publisherSupports;
  return (
    <div>
      <PageHeader
        title={t("title")}
        description={
          p
            ? t("description", {
                society: p.society || `${p.firstName} ${p.lastName}`,
                email: p.email,
                client: p.publisherClientId,
              })
            : undefined
        }
      />
      {error && !data ? (
        <QueryError onRetry={() => startRetry(() => void refetch())} />
      ) : !valid || !p ? (
        <EmptyState icon={UserX} title={t("notPublisher")} />
      ) : (
        <DataTable
          columns={columns}
          data={p.supports}
          loading={retrying}
          csvName={`${ts("csv")}_${p.publisherClientId}`}
          emptyText={t("empty")}
          getRowId={(s) => String(s.id)}
          testId="publisher-supports-table"
        />
      )}
    </div>
  );
}
