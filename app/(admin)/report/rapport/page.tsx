import { PlatformReportScreen } from "@/features/billing/reports/ui/platform-report-screen";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/report/rapport");

/** /report/rapport: the perf platform's months and its clients of one month. */
export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <PlatformReportScreen platform="perf" path="/report/rapport" searchParams={await searchParams} />;
}
