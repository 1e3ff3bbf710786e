/** Colours readable on the light and the dark theme. */
export const COLORS = { primary: "#059669", secondary: "#0284c7" } as const;
export const GRID_STROKE = "rgba(113, 113, 122, 0.25)";
export const AXIS_TICK = { fill: "#71717a", fontSize: 12 } as const;
export const TOOLTIP_STYLE = {
  background: "#18181b",
  border: "1px solid #3f3f46",
  borderRadius: 8,
  color: "#f4f4f5",
} as const;

// An all-zero series would otherwise draw five "0 €" ticks: keep at least 100 € (cents) and 1 of scale.
export const MONEY_DOMAIN: [number, (max: number) => number] = [0, (max) => Math.max(max, 10_000)];
export const COUNT_DOMAIN: [number, (max: number) => number] = [0, (max) => Math.max(max, 1)];
