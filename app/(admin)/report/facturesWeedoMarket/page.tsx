import { getTranslations } from "next-intl/server";
import { InvoiceListScreen } from "@/features/billing/invoices/ui/invoice-list-screen";
import { PrepaymentsToInvoice } from "@/features/billing/prepayment-invoices/ui/prepayments-to-invoice";
import { SettlementSection } from "@/features/billing/market-settlement/ui/settlement-section";
import { requestCaller } from "@/lib/apollo/server";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/report/facturesWeedoMarket");

/**
 * /report/facturesWeedoMarket: Weedo market invoices (factures d'acompte of validated prepayments and
 * each month's final invoices), the months to settle and the prepayments still to invoice.
 */
async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [t, caller, params] = await Promise.all([getTranslations("routes"), requestCaller(), searchParams]);
  return (
    <InvoiceListScreen
      mode="admin"
      path="/report/facturesWeedoMarket"
      title={t("report.invoicesWeedoMarket")}
      platforms={["market"]}
      // Issuing an invoice is a full administrator's act (generatePrepaymentInvoice: ad on the report list).
      extra={
        <>
          <SettlementSection canGenerate={caller?.law === "ad"} />
          <PrepaymentsToInvoice
            canGenerate={caller?.law === "ad"}
            path="/report/facturesWeedoMarket"
            searchParams={params}
          />
        </>
      }
      searchParams={params}
    />
  );
}

export default withClientMessages("(admin)/report/facturesWeedoMarket", Page);
