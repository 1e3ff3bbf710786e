import type { ReactNode } from "react";
import { cn } from "@/lib/utils/cn";

/** The report tables' parts: the same look as the other admin tables, scrolling sideways on a phone. */
export function ReportTable({
  testId,
  minWidth = 720,
  children,
}: {
  testId: string;
  minWidth?: number;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" style={{ minWidth }} data-testid={testId}>
        {children}
      </table>
    </div>
  );
}

export function Th({ children, num, className }: { children?: ReactNode; num?: boolean; className?: string }) {
  return (
    <th
      scope="col"
      className={cn(
        "border-b border-zinc-200 px-3 py-2 text-xs font-medium uppercase text-zinc-600 dark:border-zinc-800 dark:text-zinc-400",
        num && "text-right",
        className,
      )}
    >
      {children}
    </th>
  );
}

export function Td({ children, num, className }: { children?: ReactNode; num?: boolean; className?: string }) {
  return <td className={cn("px-3 py-2", num && "whitespace-nowrap text-right tabular-nums", className)}>{children}</td>;
}

export const muted = "text-xs text-zinc-600 dark:text-zinc-400";
export const negative = (cents: number) => (cents < 0 ? "text-red-700 dark:text-red-400" : undefined);
