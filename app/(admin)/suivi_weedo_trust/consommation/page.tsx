import { TrustConsumptionScreen } from "@/features/check/verification/ui/trust-screens";
import type { SearchParams } from "@/features/check/verification/ui/search-params";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/suivi_weedo_trust/consommation");

/** /suivi_weedo_trust/consommation: Weedo Trust follow-up (six staff e-mails). */
export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <TrustConsumptionScreen searchParams={await searchParams} />;
}
