import { AdminWebhookClients } from "@/components/market/webhooks/admin-webhook-clients";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/weedomarket/admin/webhook_clients");

export default function WebhookClientsPage() {
  return <AdminWebhookClients />;
}
