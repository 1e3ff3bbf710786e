import { CoregAdminDashboard } from "@/features/shell/dashboards/ui/coreg/admin-coreg";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/weedocoreg");

/** /weedocoreg: the co-registration dashboard; ?month=YYYY-MM picks the month whose clients are listed. */
export default async function WeedocoregPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const m = (await searchParams).month;
  const month = typeof m === "string" && /^\d{4}-\d{2}$/.test(m) ? m : undefined;
  return <CoregAdminDashboard month={month} />;
}
