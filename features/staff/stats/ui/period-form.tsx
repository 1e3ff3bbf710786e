import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/**
 * A period of Paris days as a plain GET form: the URL holds it (bookmarkable, shareable), and it works
 * before the page's scripts load.
 */
export async function PeriodForm({ action, from, to }: { action: string; from: string; to: string }) {
  const t = await getTranslations("staffStats.period");
  return (
    <form method="get" action={action} aria-label={t("legend")} className="flex flex-wrap items-end gap-3">
      <div className="flex flex-col gap-1">
        <Label htmlFor="period-from">{t("from")}</Label>
        <Input id="period-from" name="from" type="date" defaultValue={from} className="w-40" required />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="period-to">{t("to")}</Label>
        <Input id="period-to" name="to" type="date" defaultValue={to} className="w-40" required />
      </div>
      <div className="flex gap-2">
        <button type="submit" className="btn btn-primary">
          {t("apply")}
        </button>
        <Link href={action} className="btn btn-outline">
          {t("reset")}
        </Link>
      </div>
    </form>
  );
}
