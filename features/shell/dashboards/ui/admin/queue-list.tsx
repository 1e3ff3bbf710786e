import { FileSignature, Inbox, Layers, PiggyBank, Users, type LucideIcon } from "lucide-react";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { formatNumber } from "@/components/data/format";
import { cn } from "@/lib/utils/cn";
import type { AdminQueues } from "./queries";

/** Each queue, the screen that processes it, and its icon. */
const QUEUES: { key: keyof AdminQueues; href: string; icon: LucideIcon }[] = [
  { key: "members", href: "/Membreslist", icon: Users },
  { key: "applications", href: "/myaffil/admin/postulelist", icon: Inbox },
  { key: "ois", href: "/OIlist", icon: FileSignature },
  { key: "prepayments", href: "/ListePresPaiements", icon: PiggyBank },
  { key: "programs", href: "/myaffil/admin/prgramslist", icon: Layers },
];

/** What the administrators have to process, with a link to each screen. */
export async function QueueList({ queues }: { queues: AdminQueues }) {
  const [t, locale] = await Promise.all([getTranslations("dashboard.admin.queues"), getLocale()]);
  return (
    <ul className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800">
      {QUEUES.map(({ key, href, icon: Icon }) => {
        const n = queues[key];
        return (
          <li key={key}>
            <Link
              href={href}
              data-testid={`queue-${key}`}
              data-value={n}
              className="group flex items-center gap-3 py-3 outline-offset-2 hover:text-emerald-700 dark:hover:text-emerald-400"
            >
              <Icon aria-hidden className="size-5 shrink-0 text-zinc-500" />
              <span className="flex-1 text-sm">{t(key)}</span>
              <span
                className={cn(
                  "min-w-8 rounded-full px-2 py-0.5 text-center text-sm font-semibold tabular-nums",
                  n > 0
                    ? "bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-200"
                    : "bg-zinc-100 text-zinc-600 dark:bg-zinc-800 dark:text-zinc-400",
                )}
              >
                <span className="sr-only">{t("count", { count: n })}</span>
                <span aria-hidden>{formatNumber(locale, n)}</span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
