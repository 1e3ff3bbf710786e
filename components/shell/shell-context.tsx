"use client";

import { usePathname } from "next/navigation";
import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import type { Area } from "@/lib/access/route-def";
import { placeOf, type ShellPlace, type ShellPlaces } from "@/lib/access/shell-places";

interface ShellState {
  /** The small-screen sidebar is open. */
  open: boolean;
  setOpen: (open: boolean) => void;
  pathname: string;
  /** The path's area and layout flags (from the registry, compiled on the server: lib/access/shell-places.ts). */
  place: ShellPlace;
  area: Area;
}

const ShellContext = createContext<ShellState | null>(null);

function decoded(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** Where the shell is (route, area) and whether its sidebar is open, for the shell's client parts. */
export function ShellProvider({ places, children }: { places: ShellPlaces; children: ReactNode }) {
  const pathname = decoded(usePathname() ?? "/");
  const [open, setOpen] = useState(false);
  // A followed link closes the small-screen menu: adjusted while rendering the new path, not in an effect.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }
  const place = useMemo(() => placeOf(places, pathname), [places, pathname]);
  const value = useMemo(() => ({ open, setOpen, pathname, place, area: place.area }), [open, setOpen, pathname, place]);
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export function useShell(): ShellState {
  const s = useContext(ShellContext);
  if (!s) throw new Error("useShell outside ShellProvider");
  return s;
}
