import "./row-icon.css";

export type RowIconName = "eye" | "badge-check" | "pause" | "play" | "rotate-ccw" | "ellipsis" | "arrow-up-down";

/**
 * An icon repeated on every row of a table (actions, sort markers), drawn by the style sheet
 * (row-icon.css, lucide's own drawings as CSS masks): an inline lucide SVG is 400–500 bytes of
 * HTML, and ten rows of actions and twelve sortable headers repeated them 30–40 times per page.
 * Regenerate the style sheet with `npx tsx scripts/row-icons.ts` when adding a name.
 */
export function RowIcon({ name, className }: { name: RowIconName; className?: string }) {
  return <span aria-hidden className={className ? `ri ri-${name} ${className}` : `ri ri-${name}`} />;
}
