import type { Area, NavSection } from "./route-def";
import type { SidebarItem, SidebarSection } from "./sidebar";

/**
 * Every sidebar of the shell as the browser receives it: each link once, and each area's sections
 * as indexes into that list (the product links, repeated in every area, travel once instead of
 * nine times).
 */
export interface SidebarSet<I = SidebarItem> {
  items: I[];
  areas: Partial<Record<Area, [NavSection, number[]][]>>;
}

/** A link as the browser shows it: its label already translated on the server. */
export type ShownSidebarItem = Omit<SidebarItem, "label"> & { label: string };

/**
 * The set with its labels translated, so that the browser needs none of the route titles' messages
 * (every route's title travelled with every signed-in page).
 */
export function labelSidebars(
  set: SidebarSet,
  translate: (key: SidebarItem["label"]) => string,
): SidebarSet<ShownSidebarItem> {
  return { areas: set.areas, items: set.items.map((item) => ({ ...item, label: translate(item.label) })) };
}

export function packSidebars(sidebars: Partial<Record<Area, SidebarSection[]>>): SidebarSet {
  const items: SidebarItem[] = [];
  const index = new Map<string, number>();
  const indexOf = (item: SidebarItem) => {
    const key = JSON.stringify([item.href, item.label, item.area, !!item.external]);
    let i = index.get(key);
    if (i === undefined) {
      i = items.push(item) - 1;
      index.set(key, i);
    }
    return i;
  };
  const areas: SidebarSet["areas"] = {};
  for (const [area, sections] of Object.entries(sidebars) as [Area, SidebarSection[]][])
    areas[area] = sections.map((s) => [s.id, s.items.map(indexOf)]);
  return { items, areas };
}

/** The sections of one area, or null when the set has none for it. */
export function sectionsOf<I>(set: SidebarSet<I>, area: Area): { id: NavSection; items: I[] }[] | null {
  const packed = set.areas[area];
  return packed ? packed.map(([id, indexes]) => ({ id, items: indexes.map((i) => set.items[i]!) })) : null;
}
