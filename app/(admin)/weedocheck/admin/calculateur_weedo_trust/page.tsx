import { CalculatorScreen } from "@/features/check/verification/ui/calculator-screen";
import type { SearchParams } from "@/features/check/verification/ui/search-params";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedocheck/admin/calculateur_weedo_trust");

/** /weedocheck/admin/calculateur_weedo_trust (its screen is shared by the three check layouts). */
async function CalculatorPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return (
    <CalculatorScreen path="/weedocheck/admin/calculateur_weedo_trust" grid={true} searchParams={await searchParams} />
  );
}

export default withClientMessages("(admin)/weedocheck/admin/calculateur_weedo_trust", CalculatorPage);
