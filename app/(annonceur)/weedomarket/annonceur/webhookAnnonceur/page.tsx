import { AdvertiserWebhooks } from "@/components/market/webhooks/advertiser-webhooks";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/weedomarket/annonceur/webhookAnnonceur");

export default function WebhookAnnonceurPage() {
  return <AdvertiserWebhooks />;
}
