import { getTranslations } from "next-intl/server";
import { InvoiceListScreen } from "@/features/billing/invoices/ui/invoice-list-screen";
import { MongustaveMonthPanel } from "@/features/mongustave/billing/ui/month-panel";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/report/facturesMonGustave");

/** /report/facturesMonGustave: Mon Gustave's month (review, validation, generation) and its MG- invoices. */
async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const t = await getTranslations("routes");
  const params = await searchParams;
  return (
    <InvoiceListScreen
      mode="admin"
      path="/report/facturesMonGustave"
      title={t("report.invoicesMongustave")}
      platforms={["mongustave"]}
      extra={<MongustaveMonthPanel searchParams={params} />}
      searchParams={params}
    />
  );
}

export default withClientMessages("(admin)/report/facturesMonGustave", Page);
