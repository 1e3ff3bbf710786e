import { getTranslations } from "next-intl/server";
import { InvoiceListScreen } from "@/features/billing/invoices/ui/invoice-list-screen";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/report/factures");

/** /report/factures: MyAffil and MyCoreg invoices, generated from validated months. */
async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const t = await getTranslations("routes");
  return (
    <InvoiceListScreen
      mode="admin"
      path="/report/factures"
      title={t("report.invoices")}
      platforms={["perf", "coreg"]}
      generate
      searchParams={await searchParams}
    />
  );
}

export default withClientMessages("(admin)/report/factures", Page);
