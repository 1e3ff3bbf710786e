import { asc, ne } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { myaffilCampaigns } from "@/lib/db/schema";

/** Campaigns a Manivox tag may point at (every campaign not deleted). */
export function campaignOptions(db: Db) {
  return db
    .select({ id: myaffilCampaigns.id, name: myaffilCampaigns.name, trackingId: myaffilCampaigns.trackingId })
    .from(myaffilCampaigns)
    .where(ne(myaffilCampaigns.state, "supprime"))
    .orderBy(asc(myaffilCampaigns.name));
}
