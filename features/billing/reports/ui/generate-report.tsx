"use client";

import { useMutation } from "@apollo/client/react";
import { FilePlus2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { GENERATE_MONTHLY_REPORT } from "./operations";

/** "Generate for a month": stores the month's report as it stands now, then shows it in the list. */
export function GenerateReport({ defaultMonth, maxMonth }: { defaultMonth: string; maxMonth: string }) {
  const t = useTranslations("reports");
  const router = useRouter();
  const [month, setMonth] = useState(defaultMonth);
  const [generate, { loading }] = useMutation(GENERATE_MONTHLY_REPORT);
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={async (e) => {
        e.preventDefault();
        try {
          await generate({ variables: { month } });
          // Spec section 8: "report created".
          toast.success(t("generate.done"));
          router.refresh();
        } catch {
          toast.error(t("generate.failed"));
        }
      }}
    >
      <div className="flex w-full flex-col gap-1 sm:w-48">
        <Label htmlFor="generate-report-month">{t("generate.month")}</Label>
        <Input
          id="generate-report-month"
          type="month"
          required
          max={maxMonth}
          value={month}
          onChange={(e) => setMonth(e.target.value)}
        />
      </div>
      <button type="submit" className="btn btn-primary" disabled={loading || !month} data-testid="generate-report">
        <FilePlus2 className="size-4" aria-hidden />
        {t("generate.action")}
      </button>
    </form>
  );
}
