import { Database } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { ProductDashboard } from "./product-dashboard";

/** /weedodata: the data product's stock and unsubscriptions are not in the portal yet. */
export async function DataAdminDashboard() {
  const t = await getTranslations("dashboard.products.links");
  return (
    <ProductDashboard
      product="data"
      icon={Database}
      links={[
        { href: "/weedodata/admin/dashboard", label: t("dataArea") },
        { href: "/dashboard", label: t("adminHome") },
        { href: "/Membreslist", label: t("members") },
      ]}
    />
  );
}
