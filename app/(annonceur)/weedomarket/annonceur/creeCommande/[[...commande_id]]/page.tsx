import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { OrderWizard } from "@/components/market/orders/order-wizard";
import { routeMetadata } from "@/components/shell/route-metadata";
import { PageHeader } from "@/components/ui/page-header";

export const generateMetadata = routeMetadata("/weedomarket/annonceur/creeCommande");

/** The order wizard; with an id it modifies that order. */
export default async function CreeCommandePage({ params }: { params: Promise<{ commande_id?: string[] }> }) {
  const { commande_id } = await params;
  if (commande_id && (commande_id.length > 1 || !/^\d{1,9}$/.test(commande_id[0] ?? ""))) notFound();
  const id = commande_id?.[0] ? Number(commande_id[0]) : undefined;
  const t = await getTranslations("marketOrders.wizard");
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={id ? t("editTitle", { id }) : t("title")} description={t("description")} />
      <OrderWizard key={id ?? "new"} orderId={id} area="annonceur" />
    </div>
  );
}
