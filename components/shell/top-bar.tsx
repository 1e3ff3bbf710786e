import { Suspense } from "react";
import type { Principal } from "@/lib/access/principal";
import { roleHome } from "@/lib/access/role-home";
import { LocaleSwitcher } from "@/components/locale-switcher";
import { ThemeToggle } from "@/components/theme-toggle";
import { inIdList } from "@/lib/config/allow-lists";
import { DELAYS_MS } from "@/lib/constants";
import { Balance } from "./balance";
import { BrandLabel } from "./brand-label";
import { Cart } from "./cart";
import { GiftPoints } from "./gift-points";
import { HomeButton } from "./home-button";
import { MenuButton } from "./menu-button";
import { ModeSwitch } from "./mode-switch";
import { Notifications } from "./notifications";
import { ProfileMenu } from "./profile-menu";
import type { ShellUser } from "./session";

const Pending = ({ w = "w-10" }: { w?: string }) => (
  <span aria-hidden className={`inline-block h-6 ${w} animate-pulse rounded bg-zinc-200 dark:bg-zinc-800`} />
);

/**
 * The top bar of spec section 2. What depends on the user's law and lists is decided here on the
 * server; balances and counts stream in behind Suspense so the bar paints at once.
 */
export function TopBar({ user, principal }: { user: ShellUser; principal: Principal }) {
  const marketplaceClient = user.law === "an" && user.id_clien_leadmarket !== 0;
  const showGift = user.law === "af" || inIdList("giftPoints", user.id);
  const languageSwitch = inIdList("languageSwitch", user.id);
  return (
    // One row on a phone: below sm the product name and the theme toggle leave the bar (the theme moves
    // into the profile menu), the mode switch keeps its icon and the balance its amount.
    <header className="z-20 flex flex-nowrap items-center gap-x-1 gap-y-1 border-b border-zinc-200 bg-white/95 px-2 py-2 backdrop-blur sm:flex-wrap sm:gap-x-2 sm:px-4 lg:sticky lg:top-0 dark:border-zinc-800 dark:bg-zinc-900/95">
      <MenuButton />
      <HomeButton home={roleHome(user.law)} />
      <div className="hidden min-w-0 sm:block">
        <BrandLabel />
      </div>
      <div className="ml-auto flex min-w-0 flex-nowrap items-center justify-end gap-0.5 sm:flex-wrap sm:gap-2">
        {user.multi_droit && (user.law === "an" || user.law === "af") && <ModeSwitch userId={user.id} law={user.law} />}
        {marketplaceClient && (
          <Suspense fallback={<Pending w="w-24" />}>
            <Balance userId={user.id} />
          </Suspense>
        )}
        {marketplaceClient && (
          <Suspense fallback={<Pending />}>
            <Cart userId={user.id} />
          </Suspense>
        )}
        {showGift && (
          <Suspense fallback={<Pending w="w-20" />}>
            <GiftPoints userId={user.id} law={user.law} />
          </Suspense>
        )}
        <Suspense fallback={<Pending />}>
          <Notifications user={user} principal={principal} />
        </Suspense>
        {languageSwitch && <LocaleSwitcher delayMs={DELAYS_MS.languageSwitch} />}
        <span className="hidden sm:contents">
          <ThemeToggle />
        </span>
        <ProfileMenu
          user={{ firstName: user.first_name, lastName: user.last_name, society: user.society, image: user.image }}
        />
      </div>
    </header>
  );
}
