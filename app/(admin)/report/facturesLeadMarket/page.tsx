import { getTranslations } from "next-intl/server";
import { InvoiceListScreen } from "@/features/billing/invoices/ui/invoice-list-screen";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/report/facturesLeadMarket");

/** /report/facturesLeadMarket: the lead marketplace invoices of lead purchases (issued before prepayments were invoiced one by one). */
async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const t = await getTranslations("routes");
  return (
    <InvoiceListScreen
      mode="admin"
      path="/report/facturesLeadMarket"
      title={t("report.invoicesLeadMarket")}
      platforms={["market"]}
      source="legacy"
      searchParams={await searchParams}
    />
  );
}

export default withClientMessages("(admin)/report/facturesLeadMarket", Page);
