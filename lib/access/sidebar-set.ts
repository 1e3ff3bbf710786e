import type { Area, NavSection } from "./route-def";
import type { SidebarItem, SidebarSection } from "./sidebar";

/**
 * Every sidebar of the shell as the browser receives it: each link once, and each area's sections
 * as indexes into that list (the product links, repeated in every area, travel once instead of
 * nine times).
 */
export interface SidebarSet {
  items: SidebarItem[];
  areas: Partial<Record<Area, [NavSection, number[]][]>>;
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
export function sectionsOf(set: SidebarSet, area: Area): SidebarSection[] | null {
  const packed = set.areas[area];
  return packed ? packed.map(([id, indexes]) => ({ id, items: indexes.map((i) => set.items[i]!) })) : null;
}
