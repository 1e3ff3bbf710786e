import { AdminWebhooks } from "@/components/market/webhooks/admin-webhooks";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/weedomarket/admin/webhook");

export default function WebhookAdminPage() {
  return <AdminWebhooks />;
}
