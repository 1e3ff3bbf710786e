import { PlatformReportScreen } from "@/features/billing/reports/ui/platform-report-screen";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/report/rapportCoreg");

/** /report/rapportCoreg: the coreg platform's months and its clients of one month. */
export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <PlatformReportScreen platform="coreg" path="/report/rapportCoreg" searchParams={await searchParams} />;
}
