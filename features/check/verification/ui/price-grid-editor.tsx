"use client";

import { useMutation } from "@apollo/client/react";
import { Trash2 } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { formatMoney, formatNumber } from "@/components/data/format";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/toast";
import { CHECK_NAMES, type CheckName } from "@/lib/domain/states";
import { DELETE_TIER, SET_TIER, type PriceTierRow } from "./operations";

/** The price grid: per check, from a monthly volume, the price per thousand (set or replace a tier; delete one, confirmed). */
export function PriceGridEditor({ initial }: { initial: PriceTierRow[] }) {
  const t = useTranslations("weedoCheck");
  const locale = useLocale();
  const router = useRouter();
  const [tiers, setTiers] = useState(initial);
  const [setTier, { loading }] = useMutation(SET_TIER);
  const [deleteTier] = useMutation(DELETE_TIER);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const euros = Number(String(f.get("price") ?? "").replace(",", "."));
    const input = {
      check: String(f.get("check")) as CheckName,
      minVolume: Math.trunc(Number(f.get("minVolume"))),
      perThousandCents: Math.round(euros * 100),
    };
    if (!Number.isFinite(euros) || euros < 0 || !(input.minVolume >= 0)) return toast.error(t("calculator.invalid"));
    try {
      const { data } = await setTier({ variables: { input } });
      if (data) setTiers(data.setCheckPriceTier);
      toast.success(t("calculator.savedTier"));
      router.refresh();
    } catch {
      toast.error(t("common.genericError"));
    }
  }

  return (
    <div className="flex flex-col gap-4" data-testid="check-price-grid">
      <div>
        <h2 className="text-base font-semibold">{t("calculator.grid")}</h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("calculator.gridHint")}</p>
      </div>
      <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <Label htmlFor="tier-check">{t("common.checks")}</Label>
          <Select id="tier-check" name="check">
            {CHECK_NAMES.map((c) => (
              <option key={c} value={c}>
                {t(`checks.${c}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="tier-min">{t("calculator.minVolume")}</Label>
          <Input id="tier-min" name="minVolume" type="number" min={0} required className="w-32" />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="tier-price">{t("calculator.price")}</Label>
          <Input id="tier-price" name="price" inputMode="decimal" required className="w-28" />
        </div>
        <button type="submit" className="btn btn-primary" disabled={loading}>
          {t("calculator.add")}
        </button>
      </form>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[480px] text-left text-sm">
          <thead className="text-xs uppercase text-zinc-600 dark:text-zinc-400">
            <tr>
              <th scope="col" className="px-2 py-1 font-medium">
                {t("common.checks")}
              </th>
              <th scope="col" className="px-2 py-1 font-medium">
                {t("calculator.minVolume")}
              </th>
              <th scope="col" className="px-2 py-1 text-right font-medium">
                {t("calculator.price")}
              </th>
              <th scope="col" className="px-2 py-1">
                <span className="sr-only">{t("calculator.delete")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {tiers.map((tier) => (
              <tr key={tier.id} className="dt-row">
                <td className="px-2 py-1">{t(`checks.${tier.check}`)}</td>
                <td className="px-2 py-1 tabular-nums">{formatNumber(locale, tier.minVolume)}</td>
                <td className="px-2 py-1 text-right tabular-nums">{formatMoney(locale, tier.perThousandCents)}</td>
                <td className="px-2 py-1 text-right">
                  <ConfirmDialog
                    title={t("calculator.deleteConfirm")}
                    confirmLabel={t("calculator.delete")}
                    destructive
                    onConfirm={async () => {
                      const { data } = await deleteTier({ variables: { id: tier.id } });
                      if (data) setTiers(data.deleteCheckPriceTier);
                      router.refresh();
                    }}
                    trigger={
                      <button type="button" className="btn btn-ghost" aria-label={t("calculator.delete")}>
                        <Trash2 className="size-4" aria-hidden />
                      </button>
                    }
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
