import { TrustStatisticsScreen } from "@/features/check/verification/ui/trust-screens";
import type { SearchParams } from "@/features/check/verification/ui/search-params";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/suivi_weedo_trust/statistiques");

/** /suivi_weedo_trust/statistiques: Weedo Trust follow-up (six staff e-mails). */
export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <TrustStatisticsScreen searchParams={await searchParams} />;
}
