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

export const generateMetadata = routeMetadata("/weedomarket/admin/Commandes/edit/{commande_id}");

async function EditCommandePage({ params }: { params: Promise<{ commande_id: string }> }) {
  const { commande_id } = await params;
  if (!/^\d{1,9}$/.test(commande_id)) notFound();
  const t = await getTranslations("marketOrders.wizard");
  const id = Number(commande_id);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("editTitle", { id })} description={t("adminDescription")} />
      {/* The order being modified is read on the server, so the first HTML holds its values. */}
      <PreloadQuery query={ORDER_DETAIL} variables={{ id }} context={{ service: "market" }}>
        <Suspense fallback={<PanelLoading />}>
          <OrderWizard key={id} orderId={id} area="admin" />
        </Suspense>
      </PreloadQuery>
    </div>
  );
}

export default withClientMessages("(admin)/weedomarket/admin/Commandes/edit/[commande_id]", EditCommandePage);
