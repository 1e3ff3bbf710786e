import { ClientStatsScreen } from "@/components/market-money/client-stats-screen";
import { MoneyScreenPage } from "@/components/market-money/screen-page";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/weedomarket/admin/StatsClients");

export default function ClientStatsPage() {
  return (
    <MoneyScreenPage screen="clientStats">
      <ClientStatsScreen />
    </MoneyScreenPage>
  );
}
