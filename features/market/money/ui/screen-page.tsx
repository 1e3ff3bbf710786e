import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { PageHeader } from "@/components/ui/page-header";

export type MoneyScreen =
  | "prepayments"
  | "adminPrepayments"
  | "transactions"
  | "myLeads"
  | "adminInvalidations"
  | "dashboard"
  | "clientStats"
  | "profitability";

/** The frame of a money screen: its h1 and what it is for, then the (client) screen. */
export async function MoneyScreenPage({ screen, children }: { screen: MoneyScreen; children: ReactNode }) {
  const t = await getTranslations(`marketMoney.screens.${screen}`);
  return (
    <div className="flex min-w-0 flex-col">
      <PageHeader title={t("title")} description={t("description")} />
      {children}
    </div>
  );
}
