import type { ReactNode } from "react";
import { cn } from "@/lib/utils/cn";

/** The header cell and body cell of the statistics tables (numbers right-aligned, tabular). */
export function Th({ children, numeric }: { children: ReactNode; numeric?: boolean }) {
  return (
    <th scope="col" className={cn("px-3 py-2 font-medium", numeric && "text-right")}>
      {children}
    </th>
  );
}

export function Td({ children, numeric, className }: { children: ReactNode; numeric?: boolean; className?: string }) {
  return <td className={cn("px-3 py-2", numeric && "text-right tabular-nums", className)}>{children}</td>;
}

/** A horizontally scrollable table with the house's header style (phones scroll it sideways). */
export function StatsTable({
  testId,
  minWidth = 640,
  head,
  children,
}: {
  testId: string;
  minWidth?: number;
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" style={{ minWidth }} data-testid={testId}>
        <thead className="border-b border-zinc-200 text-xs uppercase text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
