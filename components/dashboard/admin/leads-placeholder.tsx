import { ChartNoAxesColumn } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/ui/states/states";

/** Lead statistics do not exist yet: say so rather than show made-up figures. */
export async function LeadsPlaceholder() {
  const t = await getTranslations("dashboard.admin.leads");
  return <EmptyState compact testId="leads-empty" icon={ChartNoAxesColumn} title={t("emptyTitle")} text={t("emptyText")} />;
}
