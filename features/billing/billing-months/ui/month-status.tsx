import { Lock } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { formatDateTime } from "@/components/data/format";
import type { MonthStatus } from "@/lib/domain/states";

/** A month's status line: open, or validated (locked) with when and by whom. */
export async function MonthStatusLine({
  month,
  testId,
}: {
  month: { status: MonthStatus; validated_at?: string | null; validated_by_name?: string | null };
  testId: string;
}) {
  const t = await getTranslations("validatedStats");
  const locale = await getLocale();
  return (
    <p className="flex items-center gap-2 text-sm" data-testid={testId}>
      {month.status === "validated" && <Lock className="size-4" aria-hidden />}
      <span className="font-medium">{t(`status.${month.status}`)}</span>
      {month.validated_at && (
        <span className="text-zinc-600 dark:text-zinc-400">
          {t("validatedBy", { at: formatDateTime(locale, month.validated_at), name: month.validated_by_name ?? "—" })}
        </span>
      )}
    </p>
  );
}
