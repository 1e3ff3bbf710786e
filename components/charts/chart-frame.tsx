import type { ReactNode } from "react";

/**
 * A chart with its caption and a text summary for screen readers (the svg itself carries no
 * meaning for them). The fixed height lets the responsive container measure itself.
 */
export function ChartFrame({
  testId,
  caption,
  summary,
  children,
}: {
  testId: string;
  caption: string;
  summary: string;
  children: ReactNode;
}) {
  return (
    <figure data-testid={testId} className="m-0 flex flex-col gap-2">
      <figcaption className="sr-only">{caption}</figcaption>
      <div className="h-64 w-full min-w-0" data-chart-container>
        {children}
      </div>
      <p className="text-xs text-zinc-600 dark:text-zinc-400">{summary}</p>
    </figure>
  );
}
