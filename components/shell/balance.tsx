import { Wallet } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { unstable_rethrow } from "next/navigation";
import { formatMoney } from "@/components/data/format";
import { query } from "@/lib/apollo/server";
import { isLowBalance } from "@/lib/constants";
import { logger } from "@/lib/logger";
import { cn } from "@/lib/utils/cn";
import { SOLDE } from "./shell-queries";

/** The advertiser's prepaid marketplace balance, streamed; blinks red when low (spec section 4). */
export async function Balance({ userId }: { userId: number }) {
  const [t, locale] = await Promise.all([getTranslations("topbar"), getLocale()]);
  // Amounts are integer cents, shown in the interface language's format.
  const euros = (cents: number) => formatMoney(locale, cents);
  let solde;
  try {
    solde = (await query({ query: SOLDE, variables: { id: userId }, fetchPolicy: "no-cache" })).data?.getSoldeactuel;
  } catch (e) {
    unstable_rethrow(e);
    logger.warn({ err: e }, "shell: balance unavailable");
  }
  if (!solde || typeof solde.soldeHt !== "number") return null;
  const low = isLowBalance(solde.soldeHt, solde.lastPrepaiement);
  return (
    <p
      data-testid="prepaid-balance"
      data-low={low}
      title={t("balanceTitle", { ht: euros(solde.soldeHt), ttc: euros(solde.soldeTtc) })}
      className={cn(
        "flex items-center gap-1 whitespace-nowrap rounded-md px-1 py-1 text-sm sm:gap-1.5 sm:px-2",
        low ? "font-semibold text-red-700 dark:text-red-400" : "text-zinc-700 dark:text-zinc-300",
      )}
    >
      <Wallet className="size-4" aria-hidden />
      <span className="sr-only">{low ? t("balanceLow") : t("balance")}</span>
      <span className={cn(low && "weedo-blink")}>{euros(solde.soldeHt)}</span>
      <span className="hidden text-xs text-zinc-500 sm:inline dark:text-zinc-400">{t("ht")}</span>
    </p>
  );
}
