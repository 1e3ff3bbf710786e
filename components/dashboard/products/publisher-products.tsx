import { Handshake, Layers } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { load } from "../load";
import { PaymentsTable } from "../publisher/payments-table";
import { PUBLISHER_PAYMENTS } from "../publisher/queries";
import { PanelLoading } from "@/components/ui/states/loading";
import { LoadError } from "@/components/dashboard/load-error";
import { Panel } from "@/components/ui/states/panel";
import { getViewer } from "../viewer";
import { ProductDashboard } from "./product-dashboard";

/** /mycoreg/editeur/dashboard: co-registration leads are not in the portal yet; the publisher's coreg payments are. */
export async function CoregPublisherDashboard() {
  const t = await getTranslations("dashboard.products.links");
  return (
    <ProductDashboard
      product="coregPublisher"
      icon={Handshake}
      links={[
        { href: "/dashboard-editeur", label: t("publisherHome") },
        { href: "/AppelFactureEditeur", label: t("invoiceCalls") },
        { href: "/infos-bancaire/affilie-france", label: t("bankDetails") },
      ]}
    >
      <Suspense fallback={<PanelLoading />}>
        <CoregPayments />
      </Suspense>
    </ProductDashboard>
  );
}

async function CoregPayments() {
  const viewer = await getViewer();
  if (!viewer.ok) return <LoadError reason={viewer.reason} />;
  const [t, locale, r] = await Promise.all([
    getTranslations("dashboard.products.coregPublisher"),
    getLocale(),
    load(PUBLISHER_PAYMENTS, { id: viewer.data.id }),
  ]);
  if (!r.ok) return <LoadError reason={r.reason} />;
  const coreg = r.data.publisherDashboard.payments.filter((p) => p.platform === "coreg");
  return (
    <Panel title={t("paymentsTitle")} testId="panel-coreg-payments">
      <PaymentsTable payments={coreg} locale={locale} />
    </Panel>
  );
}

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
