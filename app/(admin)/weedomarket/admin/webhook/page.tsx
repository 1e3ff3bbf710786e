import { Suspense } from "react";
import { AdminWebhooks } from "@/components/market/webhooks/admin-webhooks";
import { WEBHOOKS } from "@/components/market/webhooks/operations";
import { WEBHOOKS_VARIABLES } from "@/components/market/webhooks/variables";
import { routeMetadata } from "@/components/shell/route-metadata";
import { PanelLoading } from "@/components/ui/states/loading";
import { PreloadQuery } from "@/lib/apollo/server";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedomarket/admin/webhook");

/** The webhooks are read on the server, so the first HTML holds them. */
function WebhookAdminPage() {
  return (
    <PreloadQuery query={WEBHOOKS} variables={WEBHOOKS_VARIABLES} context={{ service: "market" }}>
      <Suspense fallback={<PanelLoading />}>
        <AdminWebhooks />
      </Suspense>
    </PreloadQuery>
  );
}

export default withClientMessages("(admin)/weedomarket/admin/webhook", WebhookAdminPage);
