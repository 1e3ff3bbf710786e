import { Suspense } from "react";
import { AdvertiserWebhooks } from "@/components/market/webhooks/advertiser-webhooks";
import { WEBHOOKS } from "@/components/market/webhooks/operations";
import { WEBHOOKS_VARIABLES } from "@/components/market/webhooks/variables";
import { routeMetadata } from "@/components/shell/route-metadata";
import { PanelLoading } from "@/components/ui/states/loading";
import { PreloadQuery } from "@/lib/apollo/server";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedomarket/annonceur/webhookAnnonceur");

/** The webhooks are read on the server, so the first HTML holds them. */
function WebhookAnnonceurPage() {
  return (
    <PreloadQuery query={WEBHOOKS} variables={WEBHOOKS_VARIABLES} context={{ service: "market" }}>
      <Suspense fallback={<PanelLoading />}>
        <AdvertiserWebhooks />
      </Suspense>
    </PreloadQuery>
  );
}

export default withClientMessages("(annonceur)/weedomarket/annonceur/webhookAnnonceur", WebhookAnnonceurPage);
