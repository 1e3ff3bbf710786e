import "server-only";
import { cache } from "react";
import { readShellSession, type ShellUser } from "@/components/shell/session";
import { ADMIN_LAWS, type Law } from "@/lib/constants";
import type { Loaded } from "./load";

export type Viewer = Pick<ShellUser, "id" | "law" | "first_name" | "id_clien_leadmarket">;

/**
 * The signed-in user, once per request, as the API knows them: the shell's own `me` (its layout
 * has read it already), not a second operation.
 */
export const getViewer = cache(async (): Promise<Loaded<Viewer>> => {
  const session = await readShellSession();
  if (!session) return { ok: false, reason: "unauthenticated" };
  const { id, law, first_name, id_clien_leadmarket } = session.user;
  return { ok: true, data: { id, law, first_name, id_clien_leadmarket } };
});

export type DashboardKind = "admin" | "advertiser" | "publisher";

/** The home dashboard of a law (the role-home guard's own split). */
export const kindOf = (law: Law): DashboardKind =>
  ADMIN_LAWS.includes(law) ? "admin" : law === "an" ? "advertiser" : "publisher";
