import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { ORDER_DETAIL } from "@/features/market/orders/ui/operations";
import { OrderWizard } from "@/features/market/orders/ui/order-wizard";
import { routeMetadata } from "@/components/shell/route-metadata";
import { PageHeader } from "@/components/ui/page-header";
import { PanelLoading } from "@/components/ui/states/loading";
import { PreloadQuery } from "@/lib/apollo/server";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedomarket/annonceur/creeCommande");

/** The order wizard; with an id it modifies that order. */
async function CreeCommandePage({ params }: { params: Promise<{ commande_id?: string[] }> }) {
  const { commande_id } = await params;
  if (commande_id && (commande_id.length > 1 || !/^\d{1,9}$/.test(commande_id[0] ?? ""))) notFound();
  const id = commande_id?.[0] ? Number(commande_id[0]) : undefined;
  const t = await getTranslations("marketOrders.wizard");
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={id ? t("editTitle", { id }) : t("title")} description={t("description")} />
      {id ? (
        // The order being modified is read on the server, so the first HTML holds its values.
        <PreloadQuery query={ORDER_DETAIL} variables={{ id }} context={{ service: "market" }}>
          <Suspense fallback={<PanelLoading />}>
            <OrderWizard key={id} orderId={id} area="annonceur" />
          </Suspense>
        </PreloadQuery>
      ) : (
        <OrderWizard key="new" area="annonceur" />
      )}
    </div>
  );
}

export default withClientMessages(
  "(annonceur)/weedomarket/annonceur/creeCommande/[[...commande_id]]",
  CreeCommandePage,
);
