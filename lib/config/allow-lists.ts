/**
 * Every named allow-list of spec section 6, in one place. Each can be overridden by an
 * environment variable holding a comma-separated list (e-mails compared case-insensitively).
 * The defaults name the demo accounts: admin@weedo.test (user 1) is in every staff list,
 * tem@weedo.test in none.
 *
 * No zod here: the route registry's rules read these lists and reach the browser through it. The
 * overrides are validated where the environment is parsed, on the server (lib/config/env.ts); in
 * the browser there is no override and the defaults apply.
 */
const emailLists = {
  /** Paths starting with /report (ten staff and partner e-mails in production). */
  reportViewers: ["admin@weedo.test", "ma@weedo.test"],
  /** Admin check layout: the Weedo Trust link (six staff e-mails). */
  weedoTrustStaff: ["admin@weedo.test"],
  /** Admin check layout: the pricing calculator (five staff e-mails). */
  pricingCalculatorStaff: ["admin@weedo.test"],
  /** Publisher and advertiser check layouts: scenarios and events (five e-mails). */
  checkScenarioUsers: ["annonceur@weedo.test", "editeur@weedo.test"],
  /** Restricted admin items: gift balance, trust statistics, lifetime value. */
  restrictedStaff: ["admin@weedo.test"],
} as const;

const idLists = {
  /** Mon Gustave extract-mer (four user ids). */
  extractMer: [4],
  /** Language switch in the top bar (three user ids). */
  languageSwitch: [1, 4, 6],
  /** Gift points balance shown beyond publishers. */
  giftPoints: [1],
  /** Real-time statistics (/temps-reel/…), one user. */
  realTimeStats: [1],
  /** /TeletechLeads, one user per side. */
  teletechLeads: [1, 6],
  /** Admins who see the marketplace link. */
  marketplaceAdmins: [1, 3],
} as const;

export type EmailListName = keyof typeof emailLists;
export type IdListName = keyof typeof idLists;
/** Every list's name (the member page shows which lists a person is on). */
export const EMAIL_LIST_NAMES = Object.keys(emailLists) as EmailListName[];
export const ID_LIST_NAMES = Object.keys(idLists) as IdListName[];

/** reportViewers → ALLOW_REPORT_VIEWERS. */
export const allowListEnvName = (name: string) => "ALLOW_" + name.replace(/[A-Z]/g, (c) => "_" + c).toUpperCase();

/** The items of an override as written: comma-separated, blanks dropped. */
export const allowListItems = (raw: string) =>
  raw
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

/** The environment variables that override an e-mail list, and those that override an id list. */
export const emailListVariables = Object.keys(emailLists).map(allowListEnvName);
export const idListVariables = Object.keys(idLists).map(allowListEnvName);

function override(name: string): string[] | undefined {
  // Read on each call (tests change it); a browser has no such variable.
  const raw = typeof process === "undefined" ? undefined : process.env[allowListEnvName(name)];
  return raw === undefined ? undefined : allowListItems(raw);
}

export function emailList(name: EmailListName): readonly string[] {
  return (override(name) ?? emailLists[name]).map((e) => e.toLowerCase());
}

export function idList(name: IdListName): readonly number[] {
  return override(name)?.map(Number) ?? idLists[name];
}

export function inEmailList(name: EmailListName, email: string | null | undefined): boolean {
  return !!email && emailList(name).includes(email.toLowerCase());
}

export function inIdList(name: IdListName, id: number | null | undefined): boolean {
  return id != null && idList(name).includes(id);
}

/** Names of the environment variables that override the lists, for the README. */
export const allowListVariables = [...emailListVariables, ...idListVariables];
