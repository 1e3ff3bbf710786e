import { getLocale, getTranslations } from "next-intl/server";
import { formatMoney, formatNumber } from "@/components/data/format";
import { Card, CardBody } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PageHeader } from "@/components/ui/page-header";
import { query } from "@/lib/apollo/server";
import { CHECK_NAMES, type CheckName } from "@/lib/domain/states";
import { plain } from "./labels";
import { CHECK_QUOTE } from "./operations";
import { PriceGridEditor } from "./price-grid-editor";
import type { SearchParams } from "./search-params";

const DEFAULT_CHECKS: CheckName[] = ["email_syntax", "email_mx", "email_disposable", "phone_valid"];

/**
 * calculateur_weedo_trust: a GET form (volume, checks) priced on the server from the tiered grid;
 * the staff who maintain the grid edit it below (admin layout).
 */
export async function CalculatorScreen({
  path,
  grid,
  searchParams,
}: {
  path: string;
  grid: boolean;
  searchParams: SearchParams;
}) {
  const t = await getTranslations("weedoCheck");
  const locale = await getLocale();
  const rawVolume = Array.isArray(searchParams.volume) ? searchParams.volume[0] : searchParams.volume;
  const volume = rawVolume ? Math.trunc(Number(rawVolume.replace(/\s/g, ""))) : 10_000;
  const asked = ([] as string[])
    .concat(searchParams.checks ?? [])
    .filter((c): c is CheckName => (CHECK_NAMES as readonly string[]).includes(c));
  const checks = rawVolume ? asked : DEFAULT_CHECKS;
  const valid = Number.isInteger(volume) && volume >= 1 && volume <= 100_000_000 && checks.length > 0;
  const { data } = valid
    ? await query({
        query: CHECK_QUOTE,
        variables: { volume, checks, grid },
        fetchPolicy: "no-cache",
        errorPolicy: "all",
      })
    : { data: undefined };
  const q = data?.checkQuote;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("calculator.title")} description={t("calculator.description")} />
      <Card>
        <CardBody className="flex flex-col gap-4">
          <form method="get" action={path} className="flex flex-col gap-4" data-testid="check-calculator">
            <div className="flex flex-col gap-1 sm:w-60">
              <Label htmlFor="calc-volume">{t("calculator.volume")}</Label>
              <Input
                id="calc-volume"
                name="volume"
                type="number"
                min={1}
                max={100000000}
                defaultValue={valid || rawVolume ? String(rawVolume ?? volume) : ""}
                required
              />
            </div>
            <fieldset className="flex flex-col gap-2">
              <legend className="text-sm font-medium">{t("calculator.checks")}</legend>
              <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
                {CHECK_NAMES.map((c) => (
                  <label key={c} className="flex items-center gap-2 text-sm">
                    <input type="checkbox" name="checks" value={c} defaultChecked={checks.includes(c)} />
                    {t(`checks.${c}`)}
                  </label>
                ))}
              </div>
            </fieldset>
            <div>
              <button type="submit" className="btn btn-primary">
                {t("calculator.compute")}
              </button>
            </div>
          </form>
          {!valid ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {t("calculator.invalid")}
            </p>
          ) : q ? (
            <div className="flex flex-col gap-3" data-testid="check-quote">
              <dl className="grid gap-3 sm:grid-cols-3">
                <div className="rounded-md border border-zinc-200 p-3 dark:border-zinc-800">
                  <dt className="text-xs text-zinc-600 dark:text-zinc-400">{t("calculator.perThousand")}</dt>
                  <dd className="text-lg font-semibold tabular-nums">{formatMoney(locale, q.perThousandCents)}</dd>
                </div>
                <div className="rounded-md border border-zinc-200 p-3 dark:border-zinc-800">
                  <dt className="text-xs text-zinc-600 dark:text-zinc-400">{t("calculator.unit")}</dt>
                  <dd className="text-lg font-semibold tabular-nums">
                    {new Intl.NumberFormat(locale === "en" ? "en-GB" : "fr-FR", {
                      style: "currency",
                      currency: "EUR",
                      maximumFractionDigits: 4,
                    }).format(q.perThousandCents / 100_000)}
                  </dd>
                </div>
                <div className="rounded-md border border-zinc-200 p-3 dark:border-zinc-800">
                  <dt className="text-xs text-zinc-600 dark:text-zinc-400">{t("calculator.monthly")}</dt>
                  <dd className="text-lg font-semibold tabular-nums" data-testid="check-quote-monthly">
                    {formatMoney(locale, q.monthlyCents)}
                  </dd>
                </div>
              </dl>
              <ul className="flex flex-col gap-1 text-sm">
                {q.lines.map((l) => (
                  <li key={l.check} className="flex flex-wrap justify-between gap-2">
                    <span>
                      {t(`checks.${l.check}`)}{" "}
                      <span className="text-xs text-zinc-600 dark:text-zinc-400">
                        {l.minVolume != null
                          ? t("calculator.tier", { volume: formatNumber(locale, l.minVolume) })
                          : t("calculator.noTier")}
                      </span>
                    </span>
                    <span className="tabular-nums">{formatMoney(locale, l.monthlyCents)}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </CardBody>
      </Card>
      {grid && data?.checkPriceGrid && (
        <Card>
          <CardBody>
            <PriceGridEditor initial={plain(data.checkPriceGrid)} />
          </CardBody>
        </Card>
      )}
    </div>
  );
}
