import { MonthReviewScreen } from "@/features/billing/billing-months/ui/month-review-screen";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/stats-valides/stats-valides-mycoreg");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The Mycoreg month under review or validated (see MonthReviewScreen). */
async function ValidatedStatsMycoregPage({ searchParams }: Props) {
  return <MonthReviewScreen platform="coreg" searchParams={await searchParams} />;
}

export default withClientMessages("(admin)/stats-valides/stats-valides-mycoreg", ValidatedStatsMycoregPage);
