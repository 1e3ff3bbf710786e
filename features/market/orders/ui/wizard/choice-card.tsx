"use client";

import { cn } from "@/lib/utils/cn";

/** One option of a wizard step (category, sale type, delivery): a radio drawn as a card. */
export function ChoiceCard({
  name,
  checked,
  disabled,
  onChange,
  title,
  text,
  aside,
}: {
  name: string;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
  title: string;
  text?: string;
  aside?: string;
}) {
  return (
    <label
      className={cn(
        "flex flex-col gap-1 rounded-lg border p-4 text-sm transition-colors focus-within:outline-2 focus-within:outline-emerald-500",
        checked
          ? "border-emerald-600 bg-emerald-50 dark:bg-emerald-950/40"
          : "border-zinc-300 hover:bg-zinc-50 dark:border-zinc-700 dark:hover:bg-zinc-900",
        disabled ? "cursor-not-allowed opacity-50" : "cursor-pointer",
      )}
    >
      <span className="flex items-center gap-2">
        <input
          type="radio"
          name={name}
          checked={checked}
          disabled={disabled}
          onChange={onChange}
          className="accent-emerald-700"
        />
        <span className="font-semibold">{title}</span>
      </span>
      {text && <span className="text-zinc-600 dark:text-zinc-400">{text}</span>}
      {aside && <span className="font-medium text-emerald-800 dark:text-emerald-300">{aside}</span>}
    </label>
  );
}
