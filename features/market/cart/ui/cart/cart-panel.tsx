"use client";

import { useMutation, useSuspenseQuery } from "@apollo/client/react";
import { Loader2, ShoppingCart, Trash2 } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { formatDay, formatMoney } from "@/components/data/format";
import { Badge } from "@/components/ui/states/kpi-card";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useOrderError } from "@/features/market/orders/ui/use-order-error";
import { PendingFrame } from "@/components/market/server-first/pending-frame";
import { CHECKOUT, MY_CART, REMOVE_FROM_CART } from "./operations";

/**
 * The cart: its lines by sale type, remove, total against the balance, and checkout. The page
 * preloads the cart on the server; refreshes after a change run as transitions.
 */
export function CartPanel({ onChange }: { onChange?: () => void }) {
  const t = useTranslations("marketOrders.cart");
  const tt = useTranslations("marketOrders.saleTypes");
  const td = useTranslations("data");
  const locale = useLocale();
  const router = useRouter();
  const { explain } = useOrderError();
  const { data, error, refetch: refetchNow } = useSuspenseQuery(MY_CART, { errorPolicy: "all" });
  const [pending, startTransition] = useTransition();
  const refetch = () => startTransition(() => void refetchNow());
  const [remove, removing] = useMutation(REMOVE_FROM_CART);
  // A checkout changes the stock, the balance and the dashboard figures on the same page.
  const [checkout] = useMutation(CHECKOUT, { refetchQueries: "active" });
  const [report, setReport] = useState<string | null>(null);

  const after = () => {
    refetch();
    onChange?.();
    // The top bar's cart count is a server component: refresh it.
    router.refresh();
  };
  const drop = async (ids: number[]) => {
    try {
      await remove({ variables: { ids } });
      toast.success(t("removed"));
      after();
    } catch (e) {
      toast.error(explain(e));
    }
  };

  if (error && !data)
    return (
      <ErrorState title={t("errorTitle")} text={explain(error)}>
        <Button variant="outline" onClick={refetch}>
          {td("retry")}
        </Button>
      </ErrorState>
    );
  const cart = data?.monPanier;
  const lines = cart?.lines ?? [];
  const unavailable = lines.filter((l) => !l.available);
  const short = cart ? cart.totalCents > cart.balanceCents : false;

  return (
    <Card data-testid="cart-panel">
      <CardHeader title={t("title", { count: lines.length })} description={t("description")} />
      <CardBody>
        <PendingFrame pending={pending} className="flex flex-col gap-4">
          {lines.length === 0 ? (
            <EmptyState icon={ShoppingCart} title={t("emptyTitle")} text={t("emptyText")} compact />
          ) : (
            <>
              <ul className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800">
                {lines.map((l) => (
                  <li key={l.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                    <div className="flex min-w-0 flex-col">
                      <span className="font-medium">
                        {l.categoryName} · {l.leadLabel}
                      </span>
                      <span className="text-xs text-zinc-600 dark:text-zinc-400">
                        {t("leadInfo", {
                          department: l.department,
                          age: l.age ?? "—",
                          day: formatDay(locale, l.leadDay),
                        })}
                      </span>
                    </div>
                    <div className="flex items-center gap-2">
                      <Badge tone="info">{tt(l.saleType)}</Badge>
                      {!l.available && <Badge tone="danger">{t("unavailable")}</Badge>}
                      <span className="w-20 text-right font-medium">{formatMoney(locale, l.priceCents)}</span>
                      <Button
                        variant="ghost"
                        className="h-8 px-2"
                        disabled={removing.loading}
                        onClick={() => void drop([l.id])}
                        aria-label={t("removeLine", { label: l.leadLabel })}
                      >
                        <Trash2 className="size-4" aria-hidden />
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
              {unavailable.length > 0 && (
                <p role="status" className="text-sm text-amber-800 dark:text-amber-300">
                  {t("someUnavailable", { count: unavailable.length })}{" "}
                  <button type="button" className="underline" onClick={() => void drop(unavailable.map((l) => l.id))}>
                    {t("removeUnavailable")}
                  </button>
                </p>
              )}
              <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
                <dt>{t("total")}</dt>
                <dd className="text-right font-semibold" data-testid="cart-total">
                  {formatMoney(locale, cart!.totalCents)}
                </dd>
                <dt>{t("balance")}</dt>
                <dd className="text-right">{formatMoney(locale, cart!.balanceCents)}</dd>
              </dl>
              {short && (
                <p
                  role="alert"
                  className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-200"
                >
                  {t("short", { missing: formatMoney(locale, cart!.totalCents - cart!.balanceCents) })}
                </p>
              )}
              {report && (
                <p role="status" className="text-sm">
                  {report}
                </p>
              )}
              <ConfirmDialog
                trigger={
                  <Button disabled={cart!.totalCents === 0 && unavailable.length === 0}>
                    <ShoppingCart className="size-4" aria-hidden /> {t("checkout")}
                  </Button>
                }
                title={t("checkoutTitle")}
                description={t("checkoutText", { total: formatMoney(locale, cart!.totalCents) })}
                confirmLabel={t("checkoutConfirm")}
                onConfirm={async () => {
                  try {
                    const r = (await checkout()).data?.checkoutCart;
                    if (r) {
                      const msg = t("sold", { count: r.sold, amount: formatMoney(locale, r.soldCents) });
                      const gone = r.unavailable.length ? ` ${t("goneReported", { count: r.unavailable.length })}` : "";
                      setReport(msg + gone);
                      toast.success(msg, gone ? { description: gone } : undefined);
                    }
                    after();
                  } catch (e) {
                    toast.error(explain(e));
                    throw e;
                  }
                }}
              />
            </>
          )}
          {removing.loading && <Loader2 className="size-4 animate-spin" aria-label={td("loading")} />}
        </PendingFrame>
      </CardBody>
    </Card>
  );
}
