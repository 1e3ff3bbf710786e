import { ShoppingCart } from "lucide-react";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { unstable_rethrow } from "next/navigation";
import { query } from "@/lib/apollo/server";
import { logger } from "@/lib/logger";
import { PANIER } from "./shell-queries";

/** The marketplace cart: trio + duo + exclusive leads (spec section 3), streamed. */
export async function Cart({ userId }: { userId: number }) {
  const t = await getTranslations("topbar");
  let panier;
  try {
    panier = (await query({ query: PANIER, variables: { id: userId }, fetchPolicy: "no-cache" })).data?.getPanier;
  } catch (e) {
    unstable_rethrow(e);
    logger.warn({ err: e }, "shell: cart unavailable");
  }
  if (!panier || typeof panier.trio !== "number") return null;
  const count = panier.trio + panier.duo + panier.exclusive;
  return (
    <Link
      href="/weedomarket/annonceur/dashboard#panier"
      prefetch={false}
      aria-label={t("cart", { count })}
      title={t("cart", { count })}
      className="relative rounded p-2 hover:bg-zinc-200 dark:hover:bg-zinc-800"
    >
      <ShoppingCart className="size-5" aria-hidden />
      <span
        data-testid="cart-count"
        className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-emerald-700 px-1 text-center text-xs font-semibold leading-5 text-white"
      >
        {count}
      </span>
    </Link>
  );
}
