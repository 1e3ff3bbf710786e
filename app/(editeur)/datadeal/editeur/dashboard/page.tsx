import { DatadealPublisherDashboard } from "@/features/datadeal/publisher-deals/ui/publisher-dashboard";
import { searchParam, type SearchParams } from "@/components/data/search-params";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/datadeal/editeur/dashboard");

/** A positive whole number from the URL, or none (a hand-edited URL falls back to no filter). */
const idOf = (v: string) => (/^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : null);

async function DatadealEditeurDashboardPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const raw = await searchParams;
  const year = idOf(searchParam(raw, "year"));
  return (
    <DatadealPublisherDashboard
      dealId={idOf(searchParam(raw, "deal"))}
      year={year !== null && year >= 2000 && year <= 2100 ? year : null}
    />
  );
}

export default withClientMessages("(editeur)/datadeal/editeur/dashboard", DatadealEditeurDashboardPage);
