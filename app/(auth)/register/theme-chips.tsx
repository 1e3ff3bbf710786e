"use client";

import {
  Armchair,
  Baby,
  Briefcase,
  Car,
  ChefHat,
  CreditCard,
  Dices,
  Dumbbell,
  Gift,
  GraduationCap,
  Hammer,
  Heart,
  HeartPulse,
  House,
  Landmark,
  Laptop,
  Leaf,
  Moon,
  Newspaper,
  PawPrint,
  PiggyBank,
  Plane,
  Receipt,
  Scale,
  Shield,
  Shirt,
  Smartphone,
  Sparkles,
  Sprout,
  Stethoscope,
  Sun,
  Ticket,
  Wifi,
  Wrench,
  Zap,
  type LucideIcon,
} from "lucide-react";
import { useTranslations } from "next-intl";
import { Controller, useFormContext } from "react-hook-form";
import { THEMES, type ThemeIcon } from "@/lib/sign-up/lists";
import { cn } from "@/lib/utils/cn";
import type { RegistrationDraft } from "@/lib/validation/sign-up";
import { describedBy, errorId, RequiredMark, useFieldError } from "./fields";
import { FieldError } from "@/components/ui/field-error";

// Imported one by one so that only these icons reach the page's bundle.
const ICONS = {
  Shield,
  Car,
  Landmark,
  Sparkles,
  ChefHat,
  Zap,
  House,
  Plane,
  HeartPulse,
  Stethoscope,
  CreditCard,
  PiggyBank,
  Receipt,
  Armchair,
  Shirt,
  Smartphone,
  Laptop,
  Wifi,
  Gift,
  Dices,
  Dumbbell,
  PawPrint,
  Sprout,
  Hammer,
  Wrench,
  Sun,
  Baby,
  GraduationCap,
  Briefcase,
  Heart,
  Ticket,
  Newspaper,
  Moon,
  Leaf,
  Scale,
} satisfies Record<ThemeIcon, LucideIcon>;

/** The theme categories as toggle chips with their icons. */
export function ThemeChips() {
  const t = useTranslations("register");
  const tl = useTranslations("signUpLists.themes");
  const { control } = useFormContext<RegistrationDraft>();
  const error = useFieldError("themes");
  return (
    <Controller
      control={control}
      name="themes"
      render={({ field }) => {
        const chosen = new Set(field.value);
        const toggle = (id: string) =>
          field.onChange(chosen.has(id) ? field.value.filter((v) => v !== id) : [...field.value, id]);
        return (
          <div className="flex flex-col gap-1.5">
            <p id="reg-themes-label" className="text-sm font-medium text-zinc-800 dark:text-zinc-200">
              {t("fields.themes")}
              <RequiredMark />
            </p>
            <div
              role="group"
              aria-labelledby="reg-themes-label"
              {...describedBy("themes", !!error)}
              className="flex flex-wrap gap-2"
            >
              {THEMES.map(({ id, icon }) => {
                const Icon = ICONS[icon];
                const on = chosen.has(id);
                return (
                  <button
                    key={id}
                    type="button"
                    aria-pressed={on}
                    onClick={() => toggle(id)}
                    onBlur={field.onBlur}
                    className={cn(
                      "inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm transition-colors",
                      "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500",
                      on
                        ? "border-emerald-700 bg-emerald-700 text-white"
                        : "border-zinc-300 hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800",
                    )}
                  >
                    <Icon className="size-4" aria-hidden />
                    {tl(id)}
                  </button>
                );
              })}
            </div>
            <FieldError id={errorId("themes")} message={error} />
          </div>
        );
      }}
    />
  );
}
