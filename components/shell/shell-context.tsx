"use client";

import { usePathname } from "next/navigation";
import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import { findRoute, type Area, type RouteDef } from "@/lib/access/routes";

interface ShellState {
  /** The small-screen sidebar is open. */
  open: boolean;
  setOpen: (open: boolean) => void;
  pathname: string;
  route: RouteDef | undefined;
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
export function ShellProvider({ children }: { children: ReactNode }) {
  const pathname = decoded(usePathname() ?? "/");
  const [open, setOpen] = useState(false);
  // A followed link closes the small-screen menu: adjusted while rendering the new path, not in an effect.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }
  const route = findRoute(pathname);
  const value = useMemo(
    () => ({ open, setOpen, pathname, route, area: route?.area ?? "general" }),
    [open, setOpen, pathname, route],
  );
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export function useShell(): ShellState {
  const s = useContext(ShellContext);
  if (!s) throw new Error("useShell outside ShellProvider");
  return s;
}
