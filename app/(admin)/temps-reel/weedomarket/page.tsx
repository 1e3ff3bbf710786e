import { getLocale, getTranslations } from "next-intl/server";
import { routeMetadata } from "@/components/shell/route-metadata";
import { PageHeader } from "@/components/ui/page-header";
import { ErrorState } from "@/components/ui/states/states";
import { query } from "@/lib/apollo/server";
import { withClientMessages } from "@/lib/i18n/client-messages";
import { LiveBoard } from "./live-board";
import { MARKET_REALTIME } from "./operations";

export const generateMetadata = routeMetadata("/temps-reel/weedomarket");

/**
 * /temps-reel/weedomarket: the marketplace's last 60 minutes, read from the tables on the server,
 * then kept current by the server's pushes (Server-Sent Events from /api/realtime/weedomarket).
 */
async function RealtimeMarketPage() {
  const [t, locale] = await Promise.all([getTranslations("realtime"), getLocale()]);
  const { data } = await query({ query: MARKET_REALTIME, fetchPolicy: "no-cache", errorPolicy: "all" });
  return (
    <div className="flex flex-col gap-6 p-4 sm:p-6">
      <PageHeader title={t("market.title")} description={t("market.description")} />
      {data?.marketRealtime ? (
        <LiveBoard
          // Apollo's result objects are not plain: a client component takes a copy.
          initial={JSON.parse(JSON.stringify(data.marketRealtime)) as typeof data.marketRealtime}
          stream="/api/realtime/weedomarket"
          locale={locale}
        />
      ) : (
        <ErrorState title={t("error.title")} text={t("error.text")} />
      )}
    </div>
  );
}

export default withClientMessages("(admin)/temps-reel/weedomarket", RealtimeMarketPage);
