import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/lib/db";
import { auditLog, users } from "@/lib/db/schema";
import { sessionCookieFor } from "@/lib/session/start";
import type { Caller } from "@/lib/session/current-user";

export const switchLawInput = z.object({
  id: z.coerce.number().int().positive(),
  law: z.enum(["an", "af"]),
});

export type SwitchLawOutcome =
  | { ok: true; law: "an" | "af"; idClienMyaffil: number | null; cookie: string }
  | { ok: false; status: 400 | 403; code: "BAD_INPUT" | "NOT_MULTI_DROIT" | "NOT_YOURS" | "SAME_LAW" };

/**
 * Moves a multi_droit account between advertiser and publisher mode. The token version is bumped so
 * that tokens carrying the old law stop working, and a new session is issued.
 */
export async function switchLaw(db: Db, caller: Caller, raw: unknown, ip: string | null): Promise<SwitchLawOutcome> {
  const input = switchLawInput.safeParse(raw);
  if (!input.success) return { ok: false, status: 400, code: "BAD_INPUT" };
  if (input.data.id !== caller.id) return { ok: false, status: 403, code: "NOT_YOURS" };
  if (!caller.multiDroit) return { ok: false, status: 403, code: "NOT_MULTI_DROIT" };
  if (caller.law !== "an" && caller.law !== "af") return { ok: false, status: 403, code: "NOT_MULTI_DROIT" };
  if (caller.law === input.data.law) return { ok: false, status: 400, code: "SAME_LAW" };

  const target = input.data.law;
  const [u] = await db
    .update(users)
    .set({
      law: target,
      idClienMyaffil: target === "af" ? sql`${users.idClienMyaffilEditeur}` : sql`${users.idClienMyaffilAnnonceur}`,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(users.id, caller.id), eq(users.multiDroit, true)))
    .returning();
  if (!u) return { ok: false, status: 403, code: "NOT_MULTI_DROIT" };
  await db
    .insert(auditLog)
    .values({ actorId: u.id, action: "switch_law", ip, details: { from: caller.law, to: target } });
  return { ok: true, law: target, idClienMyaffil: u.idClienMyaffil, cookie: await sessionCookieFor(u) };
}
