import { Suspense } from "react";
import { AdminWebhookClients } from "@/features/market/webhooks/ui/admin-webhook-clients";
import { CLIENTS } from "@/features/market/webhooks/ui/operations";
import { routeMetadata } from "@/components/shell/route-metadata";
import { PanelLoading } from "@/components/ui/states/loading";
import { PreloadQuery } from "@/lib/apollo/server";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedomarket/admin/webhook_clients");

/** The clients' webhook figures are read on the server, so the first HTML holds them. */
function WebhookClientsPage() {
  return (
    <PreloadQuery query={CLIENTS} context={{ service: "market" }}>
      <Suspense fallback={<PanelLoading />}>
        <AdminWebhookClients />
      </Suspense>
    </PreloadQuery>
  );
}

export default withClientMessages("(admin)/weedomarket/admin/webhook_clients", WebhookClientsPage);
