import type { Area, RouteDef } from "./route-def";

/** What the shell's client frame needs to know about a path: its area and its layout flags. */
export interface ShellPlace {
  area: Area;
  noPadding?: true;
  hideFooter?: true;
}

/** Path prefixes (whole segments) and their place, longest first: a compact stand-in for the registry. */
export type ShellPlaces = readonly (readonly [prefix: string, place: ShellPlace])[];

const placeOfRoute = (r: RouteDef): ShellPlace => ({
  area: r.area,
  ...(r.noPadding ? { noPadding: true as const } : {}),
  ...(r.hideFooter ? { hideFooter: true as const } : {}),
});
const same = (a: ShellPlace, b: ShellPlace) =>
  a.area === b.area && !!a.noPadding === !!b.noPadding && !!a.hideFooter === !!b.hideFooter;
const GENERAL: ShellPlace = { area: "general" };

/** Whether `prefix` is `path` or one of its ancestors, segment-wise. */
const covers = (prefix: string, path: string) =>
  prefix === "/" || path === prefix || path.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`);

/** The place of a (decoded) path: that of the longest prefix covering it, "general" when none does. */
export function placeOf(places: ShellPlaces, path: string): ShellPlace {
  for (const [prefix, place] of places) if (covers(prefix, path)) return place;
  return GENERAL;
}

interface Node {
  path: string;
  own?: ShellPlace;
  children: Map<string, Node>;
}

const keyOf = (p: ShellPlace) => `${p.area}|${p.noPadding ? 1 : 0}|${p.hideFooter ? 1 : 0}`;

/** Every place under a node (its own and its descendants'), counted. */
function placesUnder(node: Node, into = new Map<string, { place: ShellPlace; n: number }>()) {
  if (node.own) {
    const k = keyOf(node.own);
    const e = into.get(k);
    if (e) e.n++;
    else into.set(k, { place: node.own, n: 1 });
  }
  for (const c of node.children.values()) placesUnder(c, into);
  return into;
}

/**
 * Compiles the route registry into a few path prefixes: the segments of every route's pattern (up to
 * its first parameter) form a tree, and a prefix is kept only where the place changes from what its
 * parent gives (a subtree of one place is one prefix). The browser then needs a few dozen strings
 * instead of the whole registry (patterns, restrictions, nav placement); a test proves both give
 * every registered route the same place.
 */
export function compileShellPlaces(routes: readonly RouteDef[]): ShellPlaces {
  const root: Node = { path: "/", children: new Map() };
  for (const r of routes) {
    const prefix = r.pattern.split("/{")[0] ?? "";
    let node = root;
    for (const seg of prefix.split("/").filter(Boolean)) {
      let next = node.children.get(seg);
      if (!next)
        node.children.set(seg, (next = { path: `${node.path === "/" ? "" : node.path}/${seg}`, children: new Map() }));
      node = next;
    }
    // The first route registered for a prefix wins, as findRoute's first match does.
    node.own ??= placeOfRoute(r);
  }
  const out: [string, ShellPlace][] = [];
  const visit = (node: Node, inherited: ShellPlace) => {
    const under = [...placesUnder(node).values()];
    // A mixed subtree keeps its own place, else its most common one (the root: general), for the paths
    // not listed below it.
    const here = node.own ?? (node === root ? GENERAL : (under.sort((a, b) => b.n - a.n)[0]?.place ?? inherited));
    if (!same(here, inherited)) out.push([node.path, here]);
    if (under.length > 1) for (const c of node.children.values()) visit(c, here);
  };
  visit(root, GENERAL);
  return out.sort((a, b) => b[0].length - a[0].length);
}
