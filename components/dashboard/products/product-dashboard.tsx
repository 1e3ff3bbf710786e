import type { LucideIcon } from "lucide-react";
import { CircleCheck, Clock } from "lucide-react";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { DashboardHeader, Panel, PanelLink } from "@/components/ui/states/panel";
import { EmptyState } from "@/components/ui/states/states";

export type ProductKey = "gustave" | "coreg" | "data" | "coregPublisher";

/**
 * The dashboard of a product whose data does not exist in the portal yet: what it will show,
 * the figures that already exist (children), and links to the screens that exist.
 */
export async function ProductDashboard({
  product,
  icon,
  links,
  children,
}: {
  product: ProductKey;
  icon: LucideIcon;
  links: { href: string; label: string }[];
  children?: ReactNode;
}) {
  const t = await getTranslations(`dashboard.products.${product}`);
  const common = await getTranslations("dashboard.products");
  const upcoming = t.raw("upcoming") as string[];
  return (
    <div data-testid={`dashboard-product-${product}`} className="flex flex-col gap-6">
      <DashboardHeader title={t("title")} subtitle={t("subtitle")} />
      {children}
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
        <Panel title={common("upcomingTitle")} className="xl:col-span-2" testId="panel-upcoming">
          <EmptyState testId="product-empty" icon={icon} title={t("emptyTitle")} text={t("emptyText")} />
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {upcoming.map((item) => (
              <li key={item} className="flex items-start gap-2 text-sm">
                <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-zinc-400" />
                {item}
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title={common("existingTitle")} testId="panel-existing">
          <ul className="flex flex-col gap-3">
            {links.map((l) => (
              <li key={l.href} className="flex items-center gap-2">
                <CircleCheck aria-hidden className="size-4 shrink-0 text-emerald-600 dark:text-emerald-400" />
                <PanelLink href={l.href}>{l.label}</PanelLink>
              </li>
            ))}
          </ul>
        </Panel>
      </div>
    </div>
  );
}
