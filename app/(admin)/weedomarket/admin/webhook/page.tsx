import { Suspense } from "react";
import { AdminWebhooks } from "@/features/market/webhooks/ui/admin-webhooks";
import { WEBHOOKS } from "@/features/market/webhooks/ui/operations";
import { WEBHOOKS_VARIABLES } from "@/features/market/webhooks/ui/variables";
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
