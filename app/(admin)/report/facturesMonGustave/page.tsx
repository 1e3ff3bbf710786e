import { getTranslations } from "next-intl/server";
import { InvoiceListScreen } from "@/components/invoices/invoice-list-screen";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/report/facturesMonGustave");

/** /report/facturesMonGustave: Mon Gustave invoices. */
async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const t = await getTranslations("routes");
  return (
    <InvoiceListScreen
      mode="admin"
      path="/report/facturesMonGustave"
      title={t("report.invoicesMongustave")}
      platforms={["mongustave"]}

      searchParams={await searchParams}
    />
  );
}

export default withClientMessages("(admin)/report/facturesMonGustave", Page);
