import type { Law } from "@/lib/constants";
import type { Db } from "@/lib/db";
import { users } from "@/lib/db/schema";
import type { UserStatus } from "@/lib/domain/states";
import { hashPassword } from "@/lib/idp/local/password";

export const MEMBER_PASSWORD = "Membre2026!";
let serial = 0;
let hash: Promise<string> | undefined;

/** A member in a given state with a known password (one hash for the whole file: argon2 is slow). */
export async function createMemberRow(
  db: Db,
  opts: { status?: UserStatus; law?: Law; society?: string; idClienMyaffil?: number | null } = {},
) {
  const n = ++serial;
  hash ??= hashPassword(MEMBER_PASSWORD);
  const law = opts.law ?? "af";
  const [u] = await db
    .insert(users)
    .values({
      email: `membre${n}-${Date.now() % 100_000}@example.test`,
      passwordHash: await hash,
      status: opts.status ?? "pending",
      law,
      firstName: "Camille",
      lastName: `Membre${n}`,
      society: opts.society ?? `Société ${n}`,
      idClienMyaffil: opts.idClienMyaffil === undefined ? 90_000 + n : opts.idClienMyaffil,
    })
    .returning();
  return u!;
}
