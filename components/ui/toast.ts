import type { toast as sonnerToast } from "sonner";

type Kind = "success" | "error" | "info" | "warning";
type Args = Parameters<typeof sonnerToast.success>;

let wanted = false;
const listeners = new Set<() => void>();

/** For the lazy Toaster (components/providers/lazy-toaster.tsx): mounts once a first toast is asked for. */
export const toasterWanted = () => wanted;
export function subscribeToasterWanted(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function show(kind: Kind, args: Args) {
  if (!wanted) {
    wanted = true;
    listeners.forEach((l) => l());
  }
  // sonner (9.5 KB gz) comes with the first toast, not with every page. Its store keeps a toast
  // raised before the Toaster subscribes and hands it over when it does: none is lost.
  void import("sonner").then(({ toast }) => toast[kind](...args));
}

/** sonner's `toast.success/error/info/warning`, loading sonner on first use. */
export const toast = {
  success: (...args: Args) => show("success", args),
  error: (...args: Args) => show("error", args),
  info: (...args: Args) => show("info", args),
  warning: (...args: Args) => show("warning", args),
};
