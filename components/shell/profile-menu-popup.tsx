"use client";

import { BellRing, LogOut, Moon, Sun, UserRound } from "lucide-react";
import { useTranslations } from "next-intl";
import { useTheme } from "next-themes";
import Link from "next/link";
import { DropdownMenu } from "radix-ui";
import { useRef, useState } from "react";
import { authRequest } from "@/components/auth/auth-request";
import { useReplayIntent, type PopupIntent } from "@/components/ui/lazy-popup";
import { menuContentClass, menuItemClass } from "@/components/ui/menu";
import { toast } from "@/components/ui/toast";
import { LOGOUT } from "./shell-queries";
import { displayName, ProfileFace, profileTriggerClass, type WelcomeUser } from "./profile-face";

/** The profile menu itself (Profile, theme on a phone, Sign out): loaded when first wanted (profile-menu.tsx). */
export function ProfileMenuPopup({ user, intent }: { user: WelcomeUser; intent: PopupIntent }) {
  const t = useTranslations("topbar");
  const tTheme = useTranslations("theme");
  const { resolvedTheme, setTheme } = useTheme();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  useReplayIntent(intent, trigger, setOpen);
  const dark = resolvedTheme !== "light";
  const name = displayName(user);
  // Offered while the browser has not answered yet (after a refusal only its own settings can change it).
  const canAskPush =
    typeof window !== "undefined" &&
    "serviceWorker" in navigator &&
    "Notification" in window &&
    Notification.permission === "default";

  async function enablePush() {
    try {
      const { enableNotifications } = await import("@/features/staff/push/ui/push-registration");
      if (await enableNotifications()) toast.success(t("pushOn"));
      else toast.error(t("pushRefused"));
    } catch {
      toast.error(t("pushFailed"));
    }
  }

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
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger ref={trigger} aria-label={t("profileMenu", { name })} className={profileTriggerClass}>
        <ProfileFace user={user} welcome={t("welcome", { name })} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className={`${menuContentClass} min-w-56`}>
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
          {canAskPush && (
            <DropdownMenu.Item data-testid="menu-push" className={menuItemClass} onSelect={() => void enablePush()}>
              <BellRing className="size-4" aria-hidden />
              {t("pushEnable")}
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item className={menuItemClass} onSelect={() => void signOut()}>
            <LogOut className="size-4" aria-hidden />
            {t("signOut")}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
