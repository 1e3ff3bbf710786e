import { Layers } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { ProductDashboard } from "./product-dashboard";

/** /datadeal/editeur/dashboard: Datadeal's deals are not in the portal yet. */
export async function DatadealPublisherDashboard() {
  const t = await getTranslations("dashboard.products.links");
  return (
    <ProductDashboard
      product="datadeal"
      icon={Layers}
      links={[
        { href: "/dashboard-editeur", label: t("publisherHome") },
        { href: "/myaffil/editeur/prgramslist", label: t("programs") },
        { href: "/AppelFactureEditeur", label: t("invoiceCalls") },
      ]}
    />
  );
}
