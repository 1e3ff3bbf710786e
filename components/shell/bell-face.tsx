import { Bell } from "lucide-react";

export const bellTriggerClass =
  "relative rounded p-2 hover:bg-zinc-200 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:hover:bg-zinc-800";

/** The bell's trigger content: the icon and the total of waiting items. */
export function BellFace({ total }: { total: number }) {
  return (
    <>
      <Bell className="size-5" aria-hidden />
      {total > 0 && (
        <span
          data-testid="notification-total"
          className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-semibold leading-5 text-white"
        >
          {total}
        </span>
      )}
    </>
  );
}
