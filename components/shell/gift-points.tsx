import { unstable_rethrow } from "next/navigation";
import { query } from "@/lib/apollo/server";
import type { Law } from "@/lib/constants";
import { logger } from "@/lib/logger";
import { GiftLink } from "./gift-link";
import { COMPTE_CADEAUX } from "./shell-queries";

/** Spec section 6: the points query runs for af, ad and ma only. */
export const GIFT_QUERY_LAWS: readonly Law[] = ["af", "ad", "ma"];

/** The gift-points balance and shop link, streamed. */
export async function GiftPoints({ userId, law }: { userId: number; law: Law }) {
  let account: { url: string | null; solde: number; message: string | null } = { url: null, solde: 0, message: null };
  if (GIFT_QUERY_LAWS.includes(law)) {
    try {
      const data = (
        await query({ query: COMPTE_CADEAUX, variables: { id: userId, droit: law }, fetchPolicy: "no-cache" })
      ).data;
      if (data?.getCompteCadeaux) account = data.getCompteCadeaux;
    } catch (e) {
      unstable_rethrow(e);
      logger.warn({ err: e }, "shell: gift account unavailable");
    }
  }
  return <GiftLink url={account.url} solde={account.solde} message={account.message} />;
}
