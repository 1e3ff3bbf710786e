"use client";

import dynamic from "next/dynamic";
import { useSyncExternalStore } from "react";
import { subscribeToasterWanted, toasterWanted } from "@/components/ui/toast";
import { TOAST } from "@/lib/constants";

const Toaster = dynamic(() => import("sonner").then((m) => m.Toaster), { ssr: false });

/** sonner's Toaster, mounted (and its code fetched) when the page raises its first toast. */
export function LazyToaster() {
  const wanted = useSyncExternalStore(subscribeToasterWanted, toasterWanted, () => false);
  if (!wanted) return null;
  return (
    <Toaster
      position={TOAST.position}
      duration={TOAST.durationMs}
      offset={TOAST.offsetPx}
      gap={TOAST.gapPx}
      richColors
      closeButton
      theme="system"
    />
  );
}
