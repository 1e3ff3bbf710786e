import { z } from "zod";
import { LAWS } from "@/lib/constants";
import { USER_STATUSES } from "@/lib/domain/states";

/** The platforms a member may hold a client id on (the list's "platform" filter and the member page). */
export const MEMBER_PLATFORMS = ["myaffil", "mycoreg", "market"] as const;
export type MemberPlatform = (typeof MEMBER_PLATFORMS)[number];

/** The columns the list sorts by. */
export const MEMBER_SORTS = ["created", "lastLogin", "name", "society", "email", "law", "status"] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];

const empty = (v: string | undefined) => (v === "" ? undefined : v);
const choice = <T extends readonly [string, ...string[]]>(values: T) => z.preprocess(empty, z.enum(values).optional());
const yesNo = z.preprocess(empty, z.enum(["yes", "no"]).optional());

/**
 * The /Membreslist filters, as the GraphQL field, the page's search parameters and the CSV export
 * take them: a search (e-mail, name, company or a client id), a state, a law, a platform the member
 * has a client id on, the two options, and the order. Empty strings mean "any".
 */
export const memberFilterSchema = z.object({
  q: z
    .string()
    .trim()
    .max(120)
    .transform((v) => v || undefined)
    .optional(),
  status: choice(USER_STATUSES),
  law: choice(LAWS),
  platform: choice(MEMBER_PLATFORMS),
  multiDroit: yesNo,
  haswebhook: yesNo,
  sort: choice(MEMBER_SORTS),
  dir: choice(["asc", "desc"] as const),
});

export type MemberFilter = z.output<typeof memberFilterSchema>;
export const MEMBER_FILTER_KEYS = [
  "q",
  "status",
  "law",
  "platform",
  "multiDroit",
  "haswebhook",
  "sort",
  "dir",
] as const;

/** The filter of a URL's search parameters (the page and the CSV link share them); null when invalid. */
export function memberFilterOf(params: URLSearchParams): MemberFilter | null {
  const raw = Object.fromEntries(MEMBER_FILTER_KEYS.map((k) => [k, params.get(k) ?? ""]));
  const parsed = memberFilterSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
