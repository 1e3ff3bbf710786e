import { getTranslations } from "next-intl/server";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { todayInParis } from "@/components/data/format";
import { isCalendarDay } from "@/lib/validation/day";
import type { SearchParams } from "./search-params";

/** The period (the last 30 days by default) and client of a Weedo Trust page's search parameters. */
export function trustParams(raw: SearchParams) {
  const one = (k: string) => (Array.isArray(raw[k]) ? raw[k][0] : raw[k]) ?? "";
  const to = isCalendarDay(one("to")) ? one("to") : todayInParis();
  const fallback = new Date(Date.parse(`${to}T12:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
  const from = isCalendarDay(one("from")) && one("from") <= to ? one("from") : fallback;
  const client = /^\d{1,9}$/.test(one("client")) ? one("client") : "";
  return { from, to, client };
}

/** The period and client as a GET form. */
export async function TrustPeriodForm({
  action,
  values,
  clients,
}: {
  action: string;
  values: { from: string; to: string; client: string };
  clients: { id: number; name: string }[];
}) {
  const t = await getTranslations("weedoCheck.common");
  return (
    <form method="get" action={action} className="flex flex-wrap items-end gap-3">
      <div className="flex flex-col gap-1">
        <Label htmlFor="trust-from">{t("from")}</Label>
        <Input id="trust-from" name="from" type="date" defaultValue={values.from} className="w-40" />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="trust-to">{t("to")}</Label>
        <Input id="trust-to" name="to" type="date" defaultValue={values.to} className="w-40" />
      </div>
      <div className="flex w-full flex-col gap-1 sm:w-56">
        <Label htmlFor="trust-client">{t("client")}</Label>
        <Select id="trust-client" name="client" defaultValue={values.client}>
          <option value="">{t("anyClient")}</option>
          {clients.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name}
            </option>
          ))}
        </Select>
      </div>
      <button type="submit" className="btn btn-primary">
        {t("apply")}
      </button>
    </form>
  );
}
