import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { OrderWizard } from "@/components/market/orders/order-wizard";
import { routeMetadata } from "@/components/shell/route-metadata";
import { PageHeader } from "@/components/ui/page-header";

export const generateMetadata = routeMetadata("/weedomarket/admin/Commandes/edit/{commande_id}");

export default async function EditCommandePage({ params }: { params: Promise<{ commande_id: string }> }) {
  const { commande_id } = await params;
  if (!/^\d{1,9}$/.test(commande_id)) notFound();
  const t = await getTranslations("marketOrders.wizard");
  const id = Number(commande_id);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("editTitle", { id })} description={t("adminDescription")} />
      <OrderWizard key={id} orderId={id} area="admin" />
    </div>
  );
}
