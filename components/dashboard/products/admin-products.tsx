import { Database, Handshake, Sparkles } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { BillingTable } from "../admin/billing-table";
import { ADMIN_BILLING } from "../admin/queries";
import { load } from "../load";
import { PanelLoading } from "@/components/ui/states/loading";
import { LoadError } from "@/components/dashboard/load-error";
import { Panel } from "@/components/ui/states/panel";
import { ProductDashboard } from "./product-dashboard";

/** /DashboardMonGustaveAdmin: Mon Gustave's leads are not in the portal yet. */
export async function MonGustaveAdminDashboard() {
  const t = await getTranslations("dashboard.products.links");
  return (
    <ProductDashboard
      product="gustave"
      icon={Sparkles}
      links={[
        { href: "/dashboard", label: t("adminHome") },
        { href: "/Membreslist", label: t("members") },
        { href: "/OIlist", label: t("ois") },
      ]}
    />
  );
}

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

/** /weedocoreg: co-registration leads are not in the portal yet; its invoices and publisher payments are. */
export async function CoregAdminDashboard() {
  const t = await getTranslations("dashboard.products.links");
  return (
    <ProductDashboard
      product="coreg"
      icon={Handshake}
      links={[
        { href: "/stats-valides/stats-valides-mycoreg", label: t("coregValidated") },
        { href: "/dashboard", label: t("adminHome") },
        { href: "/Membreslist", label: t("members") },
      ]}
    >
      <Suspense fallback={<PanelLoading />}>
        <CoregBilling />
      </Suspense>
    </ProductDashboard>
  );
}

async function CoregBilling() {
  const [t, locale, r] = await Promise.all([
    getTranslations("dashboard.products.coreg"),
    getLocale(),
    load(ADMIN_BILLING),
  ]);
  if (!r.ok) return <LoadError reason={r.reason} />;
  return (
    <Panel title={t("billingTitle")} testId="panel-coreg-billing">
      <BillingTable billing={r.data.adminDashboard.billing} locale={locale} only="coreg" />
    </Panel>
  );
}
