import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { CHECK_SOURCES, CHECK_VERDICTS } from "@/lib/domain/states";

/** The verifications' and events' filters as a GET form: the URL holds them, the CSV link repeats them. */
export async function CheckFilters({
  action,
  values,
  clients,
  search,
}: {
  action: string;
  values: Record<string, string>;
  clients: { id: number; name: string }[] | null;
  search: boolean;
}) {
  const t = await getTranslations("weedoCheck");
  return (
    <form method="get" action={action} className="flex flex-wrap items-end gap-3" data-testid="check-filters">
      {search && (
        <div className="flex w-full flex-col gap-1 sm:w-56">
          <Label htmlFor="check-q">{t("verifications.search")}</Label>
          <Input id="check-q" name="q" type="search" defaultValue={values.q} maxLength={120} />
        </div>
      )}
      <div className="flex w-full flex-col gap-1 sm:w-44">
        <Label htmlFor="check-verdict">{t("common.verdict")}</Label>
        <Select id="check-verdict" name="verdict" defaultValue={values.verdict}>
          <option value="">{t("common.anyVerdict")}</option>
          {CHECK_VERDICTS.map((v) => (
            <option key={v} value={v}>
              {t(`verdicts.${v}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex w-full flex-col gap-1 sm:w-44">
        <Label htmlFor="check-source">{t("verifications.columns.source")}</Label>
        <Select id="check-source" name="source" defaultValue={values.source}>
          <option value="">{t("common.anySource")}</option>
          {CHECK_SOURCES.map((s) => (
            <option key={s} value={s}>
              {t(`sources.${s}`)}
            </option>
          ))}
        </Select>
      </div>
      {clients && (
        <div className="flex w-full flex-col gap-1 sm:w-56">
          <Label htmlFor="check-client">{t("common.client")}</Label>
          <Select id="check-client" name="client" defaultValue={values.client}>
            <option value="">{t("common.anyClient")}</option>
            {clients.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </Select>
        </div>
      )}
      <div className="flex flex-col gap-1">
        <Label htmlFor="check-from">{t("common.from")}</Label>
        <Input id="check-from" name="from" type="date" defaultValue={values.from} className="w-40" />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="check-to">{t("common.to")}</Label>
        <Input id="check-to" name="to" type="date" defaultValue={values.to} className="w-40" />
      </div>
      <div className="flex gap-2">
        <button type="submit" className="btn btn-primary">
          {t("common.apply")}
        </button>
        <Link href={action} className="btn btn-outline">
          {t("common.reset")}
        </Link>
      </div>
    </form>
  );
}
