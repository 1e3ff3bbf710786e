import { Suspense } from "react";
import { AdminDashboard } from "./admin/admin-dashboard";
import { AdvertiserDashboard } from "./advertiser/advertiser-dashboard";
import { PublisherDashboard } from "./publisher/publisher-dashboard";
import { LoadError } from "@/features/shell/dashboards/ui/load-error";
import { DashboardLoading } from "@/components/ui/states/loading";
import { getViewer, kindOf, type DashboardKind } from "./viewer";

export type { DashboardKind };

/**
 * The home dashboard of /dashboard, /dashboard-annonceur and /dashboard-editeur. Without `kind`
 * it follows the signed-in user's law (the proxy already sent each law to its own home). The
 * figures stream in behind a skeleton so the shell paints first.
 */
export function DashboardSlot({ kind }: { kind?: DashboardKind }) {
  return (
    <Suspense fallback={<DashboardLoading />}>
      <DashboardFor kind={kind} />
    </Suspense>
  );
}

async function DashboardFor({ kind }: { kind?: DashboardKind }) {
  const viewer = await getViewer();
  if (!viewer.ok) return <LoadError reason={viewer.reason} />;
  switch (kind ?? kindOf(viewer.data.law)) {
    case "admin":
      return <AdminDashboard />;
    case "advertiser":
      return <AdvertiserDashboard userId={viewer.data.id} />;
    case "publisher":
      return <PublisherDashboard userId={viewer.data.id} />;
  }
}
