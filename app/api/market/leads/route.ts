import { getDb } from "@/lib/db";
import { intakeLead } from "@/features/market/distribution/server/intake/intake";
import { intakeLocale, intakeText } from "@/features/market/distribution/server/intake/errors-text";
import { pausedDuringMaintenance } from "@/lib/maintenance/gate";

export const dynamic = "force-dynamic";

/**
 * Partner lead intake: `x-api-key` names the source; the JSON body is {category_id, first_name,
 * last_name, email, phone, postcode, age?, …the category's own fields}. 201 {lead_id, sold_to},
 * 400 {errors: {field: message}} (French, or English by Accept-Language), 401, 409 DUPLICATE,
 * 422 UNSUBSCRIBED (the address is on Weedo data's suppression list), 422 LOW_TRUST_SCORE {score,
 * min_score, failed_checks: [{name, outcome, detail}]} (the source requires a Weedo Trust score).
 */
async function post(request: Request) {
  const locale = intakeLocale(request.headers.get("accept-language"));
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return Response.json({ error: "BAD_JSON", errors: { body: intakeText(locale, "badJson") } }, { status: 400 });
  }
  const r = await intakeLead(await getDb(), request.headers.get("x-api-key"), body);
  switch (r.status) {
    case 201:
      return Response.json({ lead_id: r.leadId, sold_to: r.soldTo }, { status: 201 });
    case 401:
      return Response.json({ error: "UNAUTHORIZED", message: intakeText(locale, "unauthorized") }, { status: 401 });
    case 409:
      return Response.json({ error: "DUPLICATE", message: intakeText(locale, "duplicate") }, { status: 409 });
    case 422:
      if (r.code === "LOW_TRUST_SCORE")
        return Response.json(
          {
            error: r.code,
            message: intakeText(locale, "lowTrustScore", { score: r.score, min: r.minScore }),
            score: r.score,
            min_score: r.minScore,
            failed_checks: r.failed,
          },
          { status: 422 },
        );
      return Response.json({ error: r.code, message: intakeText(locale, "unsubscribed") }, { status: 422 });
    default:
      return Response.json(
        {
          error: "INVALID",
          errors: Object.fromEntries(Object.entries(r.errors).map(([field, key]) => [field, intakeText(locale, key)])),
        },
        { status: 400 },
      );
  }
}

export const POST = pausedDuringMaintenance(post);
