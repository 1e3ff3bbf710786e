import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { PageHeader } from "@/components/ui/page-header";
import type { GroupsUnder } from "@/lib/i18n/keys";

/** The frame of a statistics screen: its title and what it is for, then the screen. */
export async function StatsPage({
  screen,
  values,
  children,
}: {
  screen: GroupsUnder<"myaffilStats.screens">;
  values?: Record<string, string>;
  children: ReactNode;
}) {
  const t = await getTranslations(`myaffilStats.screens.${screen}`);
  return (
    <div className="flex flex-col">
      <PageHeader title={t("title", values)} description={t("description", values)} />
      {children}
    </div>
  );
}
