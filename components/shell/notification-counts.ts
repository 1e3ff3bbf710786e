import "server-only";
import type { OperationVariables, TypedDocumentNode } from "@apollo/client";
import { unstable_rethrow } from "next/navigation";
import { cache } from "react";
import { decide } from "@/lib/access/decide";
import type { Principal } from "@/lib/access/principal";
import { query } from "@/lib/apollo/server";
import { ADMIN_LAWS } from "@/lib/constants";
import { graphql as authGraphql, type VariablesOf } from "@/lib/graphql/auth";
import { graphql as marketGraphql } from "@/lib/graphql/market";
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
  /** Runs the count's document (each one typed from its API's schema) and reads the number. */
  read: () => Promise<number | null | undefined>;
}

// The administrators' queues in one operation (each one in-process operation costs a client query
// and a schema execution); the counts a role may not open are left out by their flags.
const ADMIN_QUEUES = authGraphql(`
  query ShellCountAdminQueues(
    $members: Boolean!
    $applications: Boolean!
    $signedOi: Boolean!
    $programs: Boolean!
    $prepayments: Boolean!
  ) {
    getMembreAttent @include(if: $members) { nb }
    getPostuleAttent @include(if: $applications) { nb }
    getDocumentOiAttent @include(if: $signedOi) { nb }
    getProgrammeAttent @include(if: $programs) { nb }
    getpresPaiementAttent @include(if: $prepayments) { nb }
  }
`);
const MARKET_PREPAYMENTS = marketGraphql(`query ShellCountMarketPrepayments { lastTotalPrepaiements }`);
const OI_TO_SIGN = authGraphql(
  `query ShellCountOiToSign($id: Int!) { getDocumentOiASigneAn(id_utilisateur: $id) { nb } }`,
);
const INVOICES = authGraphql(
  `query ShellCountInvoices($perf: Int, $coreg: Int) { getfactureAttentAn(id_client_perf: $perf, id_client_coreg: $coreg) { nb } }`,
);
const CREDIT_NOTES = authGraphql(
  `query ShellCountCreditNotes($perf: Int, $coreg: Int) { getAvoirsRecentsAn(id_client_perf: $perf, id_client_coreg: $coreg) { nb } }`,
);
const PAYMENTS = authGraphql(
  `query ShellCountPayments($perf: Int, $coreg: Int) { getPaiementAttentAf(id_client_perf: $perf, id_client_coreg: $coreg) { nb } }`,
);
const ACCEPTED_CAMPAIGNS = authGraphql(
  `query ShellCountAcceptedCampaigns($perf: Int!) { getCampagneValideAf(id_client_perf: $perf) { nb } }`,
);

const ask = <T, V extends OperationVariables>(doc: TypedDocumentNode<T, V>, variables?: V) =>
  query<T, V>({ query: doc, variables: variables ?? ({} as V), fetchPolicy: "no-cache" }).then((r) => r.data);

const askQueues = (flags: VariablesOf<typeof ADMIN_QUEUES>) => ask(ADMIN_QUEUES, flags);

/** The counts of spec section 7 that apply to a law, each with the screen where it is dealt with. */
function specsFor(user: ShellUser, principal: Principal): CountSpec[] {
  if (ADMIN_LAWS.includes(user.law)) {
    const may = (href: string) => decide(href, principal).action === "next";
    let queues: ReturnType<typeof askQueues> | undefined;
    const queue = () =>
      (queues ??= askQueues({
        members: may("/Membreslist"),
        applications: may("/myaffil/admin/postulelist"),
        signedOi: may("/OIlist"),
        programs: may("/myaffil/admin/prgramslist"),
        prepayments: may("/ListePresPaiements"),
      }));
    return [
      { id: "members", href: "/Membreslist", read: async () => (await queue())?.getMembreAttent?.nb },
      {
        id: "applications",
        href: "/myaffil/admin/postulelist",
        read: async () => (await queue())?.getPostuleAttent?.nb,
      },
      { id: "signedOi", href: "/OIlist", read: async () => (await queue())?.getDocumentOiAttent?.nb },
      {
        id: "programs",
        href: "/myaffil/admin/prgramslist",
        read: async () => (await queue())?.getProgrammeAttent?.nb,
      },
      {
        id: "prepayments",
        href: "/ListePresPaiements",
        read: async () => (await queue())?.getpresPaiementAttent?.nb,
      },
      {
        id: "marketPrepayments",
        href: "/weedomarket/admin/Transactions",
        read: async () => (await ask(MARKET_PREPAYMENTS))?.lastTotalPrepaiements,
      },
    ];
  }
  const ids = { perf: user.id_clien_myaffil, coreg: user.id_clien_mycoreg };
  if (user.law === "an") {
    return [
      {
        id: "oiToSign",
        href: "/mes-documents-oi",
        read: async () => (await ask(OI_TO_SIGN, { id: user.id }))?.getDocumentOiASigneAn?.nb,
      },
      {
        id: "invoices",
        href: "/FactureAnnonceur",
        read: async () => (await ask(INVOICES, ids))?.getfactureAttentAn?.nb,
      },
      {
        id: "creditNotes",
        href: "/FactureAnnonceur",
        read: async () => (await ask(CREDIT_NOTES, ids))?.getAvoirsRecentsAn?.nb,
      },
    ];
  }
  const perf = ids.perf;
  return [
    {
      id: "payments",
      href: "/AppelFactureEditeur",
      read: async () => (await ask(PAYMENTS, ids))?.getPaiementAttentAf?.nb,
    },
    ...(perf == null
      ? []
      : [
          {
            id: "acceptedCampaigns" as const,
            href: "/myaffil/editeur/campagnelist",
            read: async () => (await ask(ACCEPTED_CAMPAIGNS, { perf }))?.getCampagneValideAf?.nb,
          },
        ]),
  ];
}

async function run(spec: CountSpec): Promise<number | null> {
  try {
    const n = await spec.read();
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
  const specs = specsFor(user, principal).filter((s) => decide(s.href, principal).action === "next");
  const counts = await Promise.all(specs.map(run));
  return specs.flatMap((s, i) => (counts[i] ? [{ id: s.id, count: counts[i]!, href: s.href }] : []));
});
