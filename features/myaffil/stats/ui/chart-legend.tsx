/** The leads line of the statistics charts (the other series use the theme's two colours). */
export const LEADS_COLOR = "#d97706";

/** The series of a chart named in HTML, so that the legend is on screen before the drawing loads. */
export function ChartLegend({ items }: { items: { label: string; color: string; shape: "bar" | "line" }[] }) {
  return (
    <ul className="flex flex-wrap justify-center gap-4 text-xs text-zinc-700 dark:text-zinc-300">
      {items.map((i) => (
        <li key={i.label} className="flex items-center gap-1.5">
          <span
            aria-hidden
            className={i.shape === "bar" ? "size-3 rounded-sm opacity-60" : "h-0.5 w-4 rounded"}
            style={{ backgroundColor: i.color }}
          />
          {i.label}
        </li>
      ))}
    </ul>
  );
}

/** Where the drawing goes while recharts loads: the same height, so nothing moves. */
export function PlotPlaceholder() {
  return <div className="size-full animate-pulse rounded-md bg-zinc-100 dark:bg-zinc-800/60" />;
}
