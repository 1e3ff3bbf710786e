import { and, eq, ne, or } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { companyIdsOf } from "@/lib/domain/company-ids";
import type { BillingPlatform } from "@/lib/domain/states";
import type { Tx } from "./numbering";

export interface Buyer {
  userId: number | null;
  name: string;
  address: string;
  email: string | null;
  vatIntra: string | null;
  /**
   * The buyer's SIREN, which invoices must carry since the e-invoicing reform: read from a French VAT
   * number (built on it), null for a buyer without one.
   */
  siren: string | null;
  /** The address in an e-invoice's fields (BT-50, BT-53, BT-52, BT-55). */
  postal: BuyerPostal;
  language: "fr" | "en";
}

export interface BuyerPostal {
  line1: string;
  postcode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

/**
 * A member's country as stored (sign-up and profile check an ISO code); accounts from before that
 * check have none, and the portal's clients are French companies unless they said otherwise.
 */
const countryOf = (country: string | null) => (country && /^[A-Z]{2}$/.test(country) ? country : "FR");

/**
 * Which user column holds a platform's client id: MyAffil and Mon Gustave bill the MyAffil client,
 * MyCoreg its own, the marketplace the lead-market client.
 */
export function clientColumn(platform: BillingPlatform) {
  if (platform === "coreg") return [users.idClienMycoreg];
  if (platform === "market") return [users.idClienLeadmarket];
  return [users.idClienMyaffil, users.idClienMyaffilAnnonceur];
}

/** The advertiser billed for a platform's client id, as printed on its invoices (frozen at issue). */
export async function buyerOf(db: Db | Tx, platform: BillingPlatform, clientId: number): Promise<Buyer> {
  const cols = clientColumn(platform);
  const [u] = await db
    .select()
    .from(users)
    .where(and(or(...cols.map((c) => eq(c, clientId))), ne(users.law, "af")))
    .orderBy(users.id)
    .limit(1);
  if (!u)
    return {
      userId: null,
      name: `Client ${clientId}`,
      address: "",
      email: null,
      vatIntra: null,
      siren: null,
      postal: { line1: "", postcode: "", city: "", country: "FR" },
      language: "fr",
    };
  const name = u.society.trim() || `${u.firstName} ${u.lastName}`;
  const address = [u.address, [u.zipCode, u.city].filter(Boolean).join(" "), u.country].filter(Boolean).join(", ");
  const { siren } = companyIdsOf(u);
  const postal = {
    line1: u.address?.trim() ?? "",
    postcode: u.zipCode?.trim() ?? "",
    city: u.city?.trim() ?? "",
    country: countryOf(u.country),
  };
  return { userId: u.id, name, address, email: u.email, vatIntra: u.vatIntra, siren, postal, language: u.language };
}
