import { ChevronDown } from "lucide-react";

export interface WelcomeUser {
  firstName: string;
  lastName: string;
  society: string;
  image: string | null;
}

export const displayName = (user: WelcomeUser) => `${user.firstName} ${user.lastName.toLocaleUpperCase("fr-FR")}`;

export const profileTriggerClass =
  "flex min-w-0 items-center gap-1 rounded-md px-1 py-1 text-left sm:gap-2 sm:px-2 hover:bg-zinc-200 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:hover:bg-zinc-800";

/** The profile menu's trigger content: avatar (or initials), welcome line, company. */
export function ProfileFace({ user, welcome }: { user: WelcomeUser; welcome: string }) {
  const initials = `${user.firstName[0] ?? ""}${user.lastName[0] ?? ""}`.toUpperCase();
  return (
    <>
      <span
        aria-hidden
        className="flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-emerald-700 text-xs font-semibold text-white"
      >
        {user.image ? <img src={user.image} alt="" className="size-full object-cover" /> : initials}
      </span>
      <span data-testid="welcome-line" className="hidden min-w-0 flex-col leading-tight md:flex">
        <span className="truncate text-sm">{welcome}</span>
        <span className="truncate text-xs text-zinc-600 dark:text-zinc-400">{user.society}</span>
      </span>
      <ChevronDown className="hidden size-4 shrink-0 sm:block" aria-hidden />
    </>
  );
}
