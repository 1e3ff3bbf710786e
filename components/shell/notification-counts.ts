import "server-only";
import { gql, type DocumentNode } from "@apollo/client";
import { unstable_rethrow } from "next/navigation";
import { cache } from "react";
import { decide } from "@/lib/access/decide";
import type { Principal } from "@/lib/access/principal";
import { query } from "@/lib/apollo/server";
import { ADMIN_LAWS } from "@/lib/constants";
import { logger } from "@/lib/logger";
import type { KeysUnder } from "@/lib/i18n/keys";
import type { ShellUser } from "./session";

export interface NotificationItem {
  /** Key in the "notifications.items" namespace (a plural message taking the count). */
  id: KeysUnder<"notifications.items">;
  count: number;
  href: string;
}

interface CountSpec {
  id: KeysUnder<"notifications.items">;
  href: string;
  service: "auth" | "market";
  document: DocumentNode;
  variables?: Record<string, number | null>;
}

const nb = (field: string, args = "", vars = "") => gql`query ShellCount_${field}${vars} { ${field}${args} { nb } }`;

/** The counts of spec section 7 that apply to a law, each with the screen where it is dealt with. */
function specsFor(user: ShellUser): CountSpec[] {
  if (ADMIN_LAWS.includes(user.law)) {
    return [
      { id: "members", href: "/Membreslist", service: "auth", document: nb("getMembreAttent") },
      { id: "applications", href: "/myaffil/admin/postulelist", service: "auth", document: nb("getPostuleAttent") },
      { id: "signedOi", href: "/OIlist", service: "auth", document: nb("getDocumentOiAttent") },
      { id: "programs", href: "/myaffil/admin/prgramslist", service: "auth", document: nb("getProgrammeAttent") },
      { id: "prepayments", href: "/ListePresPaiements", service: "auth", document: nb("getpresPaiementAttent") },
      { id: "marketPrepayments", href: "/weedomarket/admin/Transactions", service: "market", document: gql`query ShellCount_lastTotalPrepaiements { lastTotalPrepaiements }` },
    ];
  }
  const ids = { perf: user.id_clien_myaffil, coreg: user.id_clien_mycoreg };
  if (user.law === "an") {
    return [
      { id: "oiToSign", href: "/mes-documents-oi", service: "auth", document: nb("getDocumentOiASigneAn", "(id_utilisateur: $id)", "($id: Int!)"), variables: { id: user.id } },
      { id: "invoices", href: "/FactureAnnonceur", service: "auth", document: nb("getfactureAttentAn", "(id_client_perf: $perf, id_client_coreg: $coreg)", "($perf: Int, $coreg: Int)"), variables: ids },
    ];
  }
  return [
    { id: "payments", href: "/AppelFactureEditeur", service: "auth", document: nb("getPaiementAttentAf", "(id_client_perf: $perf, id_client_coreg: $coreg)", "($perf: Int, $coreg: Int)"), variables: ids },
    ...(ids.perf == null
      ? []
      : [{ id: "acceptedCampaigns" as const, href: "/myaffil/editeur/campagnelist", service: "auth" as const, document: nb("getCampagneValideAf", "(id_client_perf: $perf)", "($perf: Int!)"), variables: { perf: ids.perf } }]),
  ];
}

async function run(spec: CountSpec): Promise<number | null> {
  try {
    const { data } = await query<Record<string, unknown>>({ query: spec.document, variables: spec.variables ?? {}, context: { service: spec.service }, fetchPolicy: "no-cache" });
    const value = Object.values(data ?? {})[0];
    const n = typeof value === "number" ? value : (value as { nb?: unknown } | null | undefined)?.nb;
    return typeof n === "number" ? n : null;
  } catch (e) {
    unstable_rethrow(e);
    // A count the API refuses or does not know yet is simply not shown.
    logger.warn({ err: e, count: spec.id }, "shell: notification count unavailable");
    return null;
  }
}

/**
 * The non-zero counts for the user, limited to the screens the user may open; once per request
 * (the shell's session is one object per request, and the API shares each count with the
 * dashboards of the same render).
 */
export const notificationItems = cache(async (user: ShellUser, principal: Principal): Promise<NotificationItem[]> => {
  const specs = specsFor(user).filter((s) => decide(s.href, principal).action === "next");
  const counts = await Promise.all(specs.map(run));
  return specs.flatMap((s, i) => (counts[i] ? [{ id: s.id, count: counts[i]!, href: s.href }] : []));
});
