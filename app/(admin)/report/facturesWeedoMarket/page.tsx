import { getTranslations } from "next-intl/server";
import { InvoiceListScreen } from "@/components/invoices/invoice-list-screen";
import { PrepaymentsToInvoice } from "@/components/invoices/prepayments-to-invoice";
import { requestCaller } from "@/lib/apollo/server";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/report/facturesWeedoMarket");

/** /report/facturesWeedoMarket: Weedo market invoices of validated prepayments, and those still to invoice. */
async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [t, caller, params] = await Promise.all([getTranslations("routes"), requestCaller(), searchParams]);
  return (
    <InvoiceListScreen
      mode="admin"
      path="/report/facturesWeedoMarket"
      title={t("report.invoicesWeedoMarket")}
      platforms={["market"]}
      source="prepayment"
      // Issuing an invoice is a full administrator's act (generatePrepaymentInvoice: ad on the report list).
      extra={
        <PrepaymentsToInvoice
          canGenerate={caller?.law === "ad"}
          path="/report/facturesWeedoMarket"
          searchParams={params}
        />
      }
      searchParams={params}
    />
  );
}

export default withClientMessages("(admin)/report/facturesWeedoMarket", Page);
