import { getTranslations } from "next-intl/server";
import { InvoiceListScreen } from "@/features/billing/invoices/ui/invoice-list-screen";
import { routeMetadata } from "@/components/shell/route-metadata";
import { BILLING_PLATFORMS } from "@/lib/domain/states";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/New_FactureAnnonceur");

/**
 * /New_FactureAnnonceur: the spec lists this route beside /FactureAnnonceur without telling them
 * apart; it keeps its address (bookmarks) and shows the same list.
 */
async function AdvertiserInvoicesNewPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations("routes");
  const ti = await getTranslations("invoices");
  return (
    <InvoiceListScreen
      mode="advertiser"
      path="/New_FactureAnnonceur"
      title={t("general.advertiserInvoicesNew")}
      description={ti("advertiserDescription")}
      platforms={BILLING_PLATFORMS}
      searchParams={await searchParams}
    />
  );
}

export default withClientMessages("(annonceur)/New_FactureAnnonceur", AdvertiserInvoicesNewPage);
