"use client";

import { Gift } from "lucide-react";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";

const linkClass =
  "flex items-center gap-1.5 whitespace-nowrap rounded-md px-2 py-1 text-sm hover:bg-zinc-200 dark:hover:bg-zinc-800";

/** Points balance; the link opens the gift shop, or warns "0 Points accumulés" without one (spec section 8). */
export function GiftLink({ url, solde, message }: { url: string | null; solde: number; message: string | null }) {
  const t = useTranslations("topbar");
  const label = t("giftPoints", { count: solde });
  const content = (
    <>
      <Gift className="size-4 text-emerald-600 dark:text-emerald-400" aria-hidden />
      <span data-testid="gift-points">{label}</span>
    </>
  );
  if (url) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" title={message ?? t("giftShop")} className={linkClass}>
        {content}
      </a>
    );
  }
  return (
    <button type="button" onClick={() => toast.warning(t("noGiftPoints"))} title={t("giftShop")} className={linkClass}>
      {content}
    </button>
  );
}
