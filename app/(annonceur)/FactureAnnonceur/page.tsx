import { getTranslations } from "next-intl/server";
import { InvoiceListScreen } from "@/features/billing/invoices/ui/invoice-list-screen";
import { routeMetadata } from "@/components/shell/route-metadata";
import { BILLING_PLATFORMS } from "@/lib/domain/states";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/FactureAnnonceur");

/** /FactureAnnonceur: the advertiser's own invoices of every platform, with their PDFs. */
async function AdvertiserInvoicesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations("routes");
  const ti = await getTranslations("invoices");
  return (
    <InvoiceListScreen
      mode="advertiser"
      path="/FactureAnnonceur"
      title={t("general.advertiserInvoices")}
      description={ti("advertiserDescription")}
      platforms={BILLING_PLATFORMS}
      searchParams={await searchParams}
    />
  );
}

export default withClientMessages("(annonceur)/FactureAnnonceur", AdvertiserInvoicesPage);
