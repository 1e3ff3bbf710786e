import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { marketSettings } from "@/lib/db/schema";
import {
  DEFAULT_INVALIDATION_POLICY,
  INVALIDATION_POLICY_KEY,
  invalidationPolicySchema,
  type InvalidationPolicy,
} from "@/lib/validation/invalidation";

/** The stored policy, or the defaults (7 days, 20 %) when absent or unreadable. */
export async function getInvalidationPolicy(db: Db): Promise<InvalidationPolicy> {
  const [row] = await db
    .select({ value: marketSettings.value })
    .from(marketSettings)
    .where(eq(marketSettings.key, INVALIDATION_POLICY_KEY));
  const parsed = invalidationPolicySchema.safeParse({
    ...DEFAULT_INVALIDATION_POLICY,
    ...((row?.value as object | undefined) ?? {}),
  });
  return parsed.success ? parsed.data : DEFAULT_INVALIDATION_POLICY;
}

export async function setInvalidationPolicy(
  db: Db,
  policy: InvalidationPolicy,
  now = new Date(),
): Promise<InvalidationPolicy> {
  await db
    .insert(marketSettings)
    .values({ key: INVALIDATION_POLICY_KEY, value: policy, updatedAt: now })
    .onConflictDoUpdate({ target: marketSettings.key, set: { value: policy, updatedAt: now } });
  return policy;
}
