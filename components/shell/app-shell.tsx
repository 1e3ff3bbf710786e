import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { ROUTES, SHELL_AREAS } from "@/lib/access/routes";
import { compileShellPlaces } from "@/lib/access/shell-places";
import { sidebarsFor } from "@/lib/access/sidebar";
import { labelSidebars } from "@/lib/access/sidebar-set";
import { PushRegistrationLazy } from "@/features/staff/push/ui/push-registration-lazy";
import { readShellSession } from "./session";
import { ShellFrame } from "./shell-frame";
import { TopBar } from "./top-bar";
import "./shell.css";

// Once per process: the registry does not change while it runs.
const PLACES = compileShellPlaces(ROUTES);

/**
 * The portal shell around every signed-in page: the session is read on the server, the sidebars of
 * every area of the user's side are computed here (the allow-lists live in the server's
 * environment), and the client frame picks the current area's from the registry's compiled places.
 */
export async function AppShell({ children }: { children: ReactNode }) {
  const session = await readShellSession();
  // The cookie verifies but the API refuses the session (revoked, account disabled): drop it there.
  if (!session) redirect("/api/auth/session-expired");
  const { user, principal } = session;
  // Labels are translated here, on the server (the scan reads server modules too, and keeps only the
  // client ones' keys): i18n-client-keys: routes sidebar
  const t = await getTranslations();
  return (
    <ShellFrame
      sidebars={labelSidebars(sidebarsFor(principal, SHELL_AREAS), (key) => t(key))}
      places={PLACES}
      law={user.law}
      marketplaceClient={user.law === "an" && user.id_clien_leadmarket !== 0}
      topBar={<TopBar user={user} principal={principal} />}
    >
      {children}
      <PushRegistrationLazy />
    </ShellFrame>
  );
}
