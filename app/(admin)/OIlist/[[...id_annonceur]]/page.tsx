import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { AdminOiList, NewOiLink } from "@/features/billing/insertion-orders/ui/admin-oi-list";
import { OI_ADVERTISERS, OI_LIST } from "@/features/billing/insertion-orders/ui/operations";
import { routeMetadata } from "@/components/shell/route-metadata";
import { PageHeader } from "@/components/ui/page-header";
import { PanelLoading } from "@/components/ui/states/loading";
import { PreloadQuery, query } from "@/lib/apollo/server";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/OIlist");

/**
 * /OIlist and /OIlist/{id_annonceur} (the advertiser's MyAffil client id): the rows are read on the
 * server, so the first HTML holds them; the advertiser picker drafts a new OI on /add_oi.
 */
async function OiListPage({ params }: { params: Promise<{ id_annonceur?: string[] }> }) {
  const { id_annonceur } = await params;
  if (id_annonceur && (id_annonceur.length > 1 || !/^\d{1,9}$/.test(id_annonceur[0] ?? ""))) notFound();
  const clientId = id_annonceur?.[0] ? Number(id_annonceur[0]) : null;
  const t = await getTranslations("oi.screens.list");
  const { data } = await query({ query: OI_ADVERTISERS, errorPolicy: "all" });
  const advertisers = (data?.oiAdvertisers ?? []).map((a) => ({
    id: a.id,
    clientId: a.client_id ?? null,
    label: `${a.society || `${a.first_name} ${a.last_name}`} (${a.email})`,
  }));
  const filtered = clientId === null ? null : advertisers.find((a) => a.clientId === clientId);
  return (
    <div className="flex min-w-0 flex-col">
      <PageHeader
        title={filtered ? t("filtered", { society: filtered.label }) : t("title")}
        description={t("description")}
        actions={<NewOiLink advertisers={filtered ? [filtered] : advertisers} />}
      />
      <PreloadQuery query={OI_LIST} variables={{ client: clientId }}>
        <Suspense fallback={<PanelLoading />}>
          <AdminOiList clientId={clientId} />
        </Suspense>
      </PreloadQuery>
    </div>
  );
}

export default withClientMessages("(admin)/OIlist/[[...id_annonceur]]", OiListPage);
