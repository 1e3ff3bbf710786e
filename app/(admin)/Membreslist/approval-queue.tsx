import { UserCheck } from "lucide-react";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { formatDateTime } from "@/components/data/format";
import { Card, CardBody } from "@/components/ui/card";
import type { PendingMember } from "./operations";
import { QueueActions } from "./queue-actions";

/**
 * The approval queue above the list (where the bell's "membres en attente" leads): the accounts
 * whose e-mail is confirmed, oldest first, each with its decision.
 */
export async function ApprovalQueue({ members }: { members: PendingMember[] }) {
  const t = await getTranslations("members");
  const locale = await getLocale();
  return (
    <Card aria-labelledby="members-queue-title" data-testid="members-queue">
      <CardBody className="flex flex-col gap-3">
        <div className="flex items-center gap-2">
          <UserCheck className="size-5 text-amber-600 dark:text-amber-400" aria-hidden />
          <h2 id="members-queue-title" className="text-base font-semibold">
            {t("queue.title")}
          </h2>
        </div>
        {members.length === 0 ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("queue.empty")}</p>
        ) : (
          <>
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              {t("queue.description", { count: members.length })}
            </p>
            <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
              {members.map((m) => {
                const name = `${m.first_name} ${m.last_name}`.trim() || m.email;
                return (
                  <li
                    key={m.id}
                    className="flex flex-wrap items-center justify-between gap-3 py-3"
                    data-testid={`pending-${m.id}`}
                  >
                    <div className="flex min-w-0 flex-col">
                      <Link
                        href={`/member/${m.id}`}
                        className="font-medium text-emerald-700 hover:underline dark:text-emerald-400"
                      >
                        {name}
                      </Link>
                      <span className="text-xs text-zinc-600 dark:text-zinc-400">
                        {m.email} · {m.society || "—"} · {t(`laws.${m.law}`)} ·{" "}
                        {t("queue.since", { date: formatDateTime(locale, m.created_at) })}
                      </span>
                    </div>
                    <QueueActions id={m.id} name={name} />
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </CardBody>
    </Card>
  );
}
