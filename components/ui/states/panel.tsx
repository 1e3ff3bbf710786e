import Link from "next/link";
import type { ReactNode } from "react";
import { ArrowRight } from "lucide-react";
import { cn } from "@/lib/utils/cn";

/** A titled card of a dashboard, with an optional link to the full screen. */
export function Panel({
  title,
  action,
  children,
  className,
  testId,
}: {
  title: string;
  action?: { href: string; label: string };
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const id = testId ? `${testId}-title` : undefined;
  return (
    <section aria-labelledby={id} data-testid={testId} className={cn("panel", className)}>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-base font-semibold">
          {title}
        </h2>
        {action && <PanelLink href={action.href}>{action.label}</PanelLink>}
      </header>
      {children}
    </section>
  );
}

export function PanelLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className="inline-flex items-center gap-1 text-sm font-medium text-emerald-700 underline-offset-4 hover:underline dark:text-emerald-400"
    >
      {children}
      <ArrowRight aria-hidden className="size-4" />
    </Link>
  );
}

/** The dashboard's heading. */
export function DashboardHeader({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div>
      <h1 className="text-2xl font-semibold">{title}</h1>
      {subtitle && <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{subtitle}</p>}
    </div>
  );
}
