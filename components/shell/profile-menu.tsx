"use client";

import { ChevronDown, LogOut, Moon, Sun, UserRound } from "lucide-react";
import { useTranslations } from "next-intl";
import { useTheme } from "next-themes";
import Link from "next/link";
import { DropdownMenu } from "radix-ui";
import { authRequest } from "@/components/auth/auth-request";
import { LOGOUT } from "./shell-queries";
import { menuContentClass, menuItemClass } from "@/components/ui/menu";
import { cn } from "@/lib/utils/cn";

export interface WelcomeUser {
  firstName: string;
  lastName: string;
  society: string;
  image: string | null;
}

/** Welcome line (first name, LAST NAME, company) opening the profile menu: Profile, Sign out. */
export function ProfileMenu({ user }: { user: WelcomeUser }) {
  const t = useTranslations("topbar");
  const tTheme = useTranslations("theme");
  const { resolvedTheme, setTheme } = useTheme();
  const dark = resolvedTheme !== "light";
  const name = `${user.firstName} ${user.lastName.toLocaleUpperCase("fr-FR")}`;
  const initials = `${user.firstName[0] ?? ""}${user.lastName[0] ?? ""}`.toUpperCase();

  async function signOut() {
    try {
      // A plain request, not Apollo: the shell (and the dashboards inside it) load no Apollo client.
      await authRequest(LOGOUT, {});
    } catch (e) {
      console.error("sign-out failed", e);
    }
    // Spec section 4: sign-out clears the token and the storage and reloads the page.
    window.localStorage.clear();
    window.location.reload();
  }

  return (
    // Not modal: a modal menu hides the page from assistive technology while it keeps focusable content.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={t("profileMenu", { name })}
        className="flex min-w-0 items-center gap-1 rounded-md px-1 py-1 text-left sm:gap-2 sm:px-2 hover:bg-zinc-200 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:hover:bg-zinc-800"
      >
        <span
          aria-hidden
          className="flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-emerald-700 text-xs font-semibold text-white"
        >
          {user.image ? <img src={user.image} alt="" className="size-full object-cover" /> : initials}
        </span>
        <span data-testid="welcome-line" className="hidden min-w-0 flex-col leading-tight md:flex">
          <span className="truncate text-sm">{t("welcome", { name })}</span>
          <span className="truncate text-xs text-zinc-600 dark:text-zinc-400">{user.society}</span>
        </span>
        <ChevronDown className="hidden size-4 shrink-0 sm:block" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className={cn(menuContentClass, "min-w-56")}>
          <DropdownMenu.Label className="px-3 py-2 text-sm">
            <span className="block font-medium">{name}</span>
            <span className="block text-xs text-zinc-600 dark:text-zinc-400">{user.society}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-zinc-200 dark:bg-zinc-800" />
          <DropdownMenu.Item asChild className={menuItemClass}>
            <Link href="/pages/user" prefetch={false}>
              <UserRound className="size-4" aria-hidden />
              {t("profile")}
            </Link>
          </DropdownMenu.Item>
          {/* The top bar's theme toggle leaves the bar on a phone: it is here instead. */}
          <DropdownMenu.Item
            data-testid="menu-theme"
            className={`${menuItemClass} sm:hidden`}
            onSelect={() => setTheme(dark ? "light" : "dark")}
          >
            {dark ? <Sun className="size-4" aria-hidden /> : <Moon className="size-4" aria-hidden />}
            {dark ? tTheme("light") : tTheme("dark")}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={menuItemClass} onSelect={() => void signOut()}>
            <LogOut className="size-4" aria-hidden />
            {t("signOut")}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
