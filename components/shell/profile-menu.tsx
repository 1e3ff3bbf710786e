"use client";

import { useTranslations } from "next-intl";
import { useLazyPopup } from "@/components/ui/lazy-popup";
import { displayName, ProfileFace, profileTriggerClass, type WelcomeUser } from "./profile-face";

export type { WelcomeUser } from "./profile-face";

const loadPopup = () => import("./profile-menu-popup").then((m) => m.ProfileMenuPopup);

/**
 * Welcome line (first name, LAST NAME, company) opening the profile menu: Profile, Sign out. The menu's
 * code (radix-ui's menu layers) comes when the pointer or the focus reaches the trigger; a click or key
 * press made before it arrives opens it on arrival.
 */
export function ProfileMenu({ user }: { user: WelcomeUser }) {
  const t = useTranslations("topbar");
  const { loaded: Popup, intent, triggerProps } = useLazyPopup(loadPopup, { openOn: "pointerdown" });
  if (Popup) return <Popup user={user} intent={intent} />;
  const name = displayName(user);
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={t("profileMenu", { name })}
      className={profileTriggerClass}
      {...triggerProps}
    >
      <ProfileFace user={user} welcome={t("welcome", { name })} />
    </button>
  );
}
