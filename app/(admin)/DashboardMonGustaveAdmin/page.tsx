import { MonGustaveAdminDashboard } from "@/features/mongustave/stats/ui/admin-dashboard";
import { WsSection } from "@/features/mongustave/web-services/ui/ws-section";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/DashboardMonGustaveAdmin");

/** The Mon Gustave area's dashboard for administrators (see MonGustaveAdminDashboard). */
async function DashboardMonGustaveAdminPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const wsPage = Math.max(1, Number((await searchParams).wsPage) || 1);
  return (
    <div className="flex flex-col gap-6">
      <MonGustaveAdminDashboard />
      <WsSection admin page={wsPage} href={(p) => `/DashboardMonGustaveAdmin?wsPage=${p}`} />
    </div>
  );
}

export default withClientMessages("(admin)/DashboardMonGustaveAdmin", DashboardMonGustaveAdminPage);
