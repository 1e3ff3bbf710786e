import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { PageHeader } from "@/components/ui/page-header";

export type CatalogScreen = "categories" | "createCategory" | "editCategory" | "report" | "stock";

/** The frame of a catalogue screen: its h1 and what it is for, then the (client) screen. */
export async function CatalogScreenPage({ screen, children }: { screen: CatalogScreen; children: ReactNode }) {
  const t = await getTranslations(`marketCatalog.screens.${screen}`);
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <PageHeader title={t("title")} description={t("description")} />
      {children}
    </div>
  );
}
