import { graphql, type ResultOf } from "@/lib/graphql/myaffil";
import "server-only";
import { cache } from "react";
import { ADMIN_LAWS, type Law } from "@/lib/constants";
import { load, type Loaded } from "./load";

export type Viewer = NonNullable<ResultOf<typeof VIEWER>["me"]>;

const VIEWER = graphql(`
  query DashboardViewer {
    me {
      id
      law
      first_name
      id_clien_leadmarket
    }
  }
`);

/** The signed-in user, once per request, as the API knows them. */
export const getViewer = cache(async (): Promise<Loaded<Viewer>> => {
  const r = await load(VIEWER);
  return r.ok ? { ok: true, data: r.data.me } : r;
});

export type DashboardKind = "admin" | "advertiser" | "publisher";

/** The home dashboard of a law (the role-home guard's own split). */
export const kindOf = (law: Law): DashboardKind =>
  ADMIN_LAWS.includes(law) ? "admin" : law === "an" ? "advertiser" : "publisher";
