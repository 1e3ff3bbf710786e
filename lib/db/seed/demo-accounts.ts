import type { users } from "../schema";
import { DEMO_REFUSING_SIREN, demoSiren } from "./sirens";

type NewUser = typeof users.$inferInsert;

export const DEMO_PASSWORD = "Weedo2026!";

/**
 * The demo accounts the README lists, with fixed ids so that the allow-lists'
 * defaults (lib/config/allow-lists.ts) can name them.
 */
export const DEMO_ACCOUNTS: NewUser[] = [
  {
    id: 1,
    email: "admin@weedo.test",
    law: "ad",
    status: "active",
    firstName: "Alice",
    lastName: "Administratrice",
    society: "Weedo",
  },
  {
    id: 2,
    email: "tem@weedo.test",
    law: "tem",
    status: "active",
    firstName: "Thomas",
    lastName: "Exploitant",
    society: "Weedo",
  },
  {
    id: 3,
    email: "ma@weedo.test",
    law: "ma",
    status: "active",
    firstName: "Marie",
    lastName: "Analyste",
    society: "Weedo",
  },
  {
    id: 4,
    email: "annonceur@weedo.test",
    law: "an",
    status: "active",
    firstName: "Antoine",
    lastName: "Durand",
    society: "Assurances Durand",
    siren: demoSiren(4),
    haswebhook: true,
    idClienMyaffil: 501,
    idClienMycoreg: 601,
    idClienLeadmarket: 701,
  },
  {
    id: 5,
    email: "annonceur.perf@weedo.test",
    law: "an",
    status: "active",
    firstName: "Pauline",
    lastName: "Perrin",
    society: "Perrin Énergies",
    siren: DEMO_REFUSING_SIREN,
    haswebhook: false,
    idClienMyaffil: 502,
    idClienMycoreg: 602,
    idClienLeadmarket: 0,
  },
  {
    id: 6,
    email: "editeur@weedo.test",
    law: "af",
    status: "active",
    firstName: "Émile",
    lastName: "Leroy",
    society: "Leroy Médias",
    idClienMyaffil: 801,
    idClienMycoreg: 901,
  },
  {
    id: 7,
    email: "multi@weedo.test",
    law: "an",
    status: "active",
    firstName: "Maxime",
    lastName: "Moreau",
    society: "Moreau Digital",
    multiDroit: true,
    idClienMyaffil: 503,
    idClienMyaffilAnnonceur: 503,
    idClienMyaffilEditeur: 802,
    idClienMycoreg: 603,
    idClienLeadmarket: 702,
  },
  {
    id: 8,
    email: "attente@weedo.test",
    law: "af",
    status: "pending",
    firstName: "Amandine",
    lastName: "Attente",
    society: "Attente Conseil",
    idClienMyaffil: 803,
  },
  {
    id: 9,
    email: "nonconfirme@weedo.test",
    law: "an",
    status: "unconfirmed",
    firstName: "Noé",
    lastName: "Nonconfirmé",
    society: "Noé Travaux",
  },
  /** Migrated from the previous platform without a usable password: sets one at /resetPasswordOldUser. */
  {
    id: 10,
    email: "ancien@weedo.test",
    law: "af",
    status: "active",
    firstName: "Armand",
    lastName: "Ancien",
    society: "Ancien Médias",
    idClienMyaffil: 804,
  },
];

/** Demo accounts that keep no password (their hash is left null by the seed). */
export const PASSWORDLESS_DEMO_ACCOUNTS = new Set(["ancien@weedo.test"]);
