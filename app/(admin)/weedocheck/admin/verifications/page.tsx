import { VerificationsScreen } from "@/features/check/verification/ui/verifications-screen";
import type { SearchParams } from "@/features/check/verification/ui/search-params";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedocheck/admin/verifications");

/** /weedocheck/admin/verifications (its screen is shared by the three check layouts). */
async function VerificationsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <VerificationsScreen base="/weedocheck/admin" admin={true} searchParams={await searchParams} />;
}

export default withClientMessages("(admin)/weedocheck/admin/verifications", VerificationsPage);
