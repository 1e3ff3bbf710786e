import type { Db } from "@/lib/db";
import { recordClick } from "./click";
import { TrackingError } from "./errors";
import { handlePostback } from "./http";
import { signAsAdvertiser } from "./signature";

/**
 * The pixels page's test: a click on the campaign's tracking link (sub-id "test") for the chosen
 * publisher, then the postback of that click, signed with the advertiser's secret, through the same
 * code as the public endpoints. The answer is what /api/postback would have said.
 */
export async function sendTestLead(
  db: Db,
  { trackingId, advertiserClientId }: { trackingId: string; advertiserClientId: number },
  lead: { publisherClientId: number; email?: string | null; phone?: string | null },
  ip: string | null,
): Promise<{ httpStatus: number; body: string }> {
  let clickId: string;
  try {
    ({ clickId } = await recordClick(db, { trackingId, publisherClientId: lead.publisherClientId, subId: "test" }));
  } catch (e) {
    if (!(e instanceof TrackingError)) throw e;
    return { httpStatus: e.status, body: JSON.stringify(e.toJSON()) };
  }
  const fields = { click_id: clickId, email: lead.email || undefined, phone: lead.phone || undefined };
  // Signed with the advertiser's secret as its server would; without one the answer says so.
  const sig = await signAsAdvertiser(db, advertiserClientId, fields);
  const body = sig ? { ...fields, sig } : fields;
  const res = await handlePostback(
    db,
    new Request("http://internal/api/postback", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
    ip,
  );
  return { httpStatus: res.status, body: await res.text() };
}
