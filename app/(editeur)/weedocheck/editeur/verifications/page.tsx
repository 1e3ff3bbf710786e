import { VerificationsScreen } from "@/features/check/verification/ui/verifications-screen";
import type { SearchParams } from "@/features/check/verification/ui/search-params";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedocheck/editeur/verifications");

/** /weedocheck/editeur/verifications (its screen is shared by the three check layouts). */
async function VerificationsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <VerificationsScreen base="/weedocheck/editeur" admin={false} searchParams={await searchParams} />;
}

export default withClientMessages("(editeur)/weedocheck/editeur/verifications", VerificationsPage);
