import type { Principal } from "@/lib/access/principal";
import { NotificationBell } from "./notification-bell";
import { notificationItems } from "./notification-counts";
import type { ShellUser } from "./session";

/** The bell with the user's counts, fetched on the server and streamed. */
export async function Notifications({ user, principal }: { user: ShellUser; principal: Principal }) {
  const items = await notificationItems(user, principal);
  return <NotificationBell items={items} law={user.law} />;
}
