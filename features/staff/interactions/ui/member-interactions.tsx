import { MessagesSquare, Plus } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Card, CardBody } from "@/components/ui/card";
import { query } from "@/lib/apollo/server";
import { InteractionFormDialog } from "./interaction-form";
import { InteractionsTable } from "./interactions-table";
import { MEMBER_INTERACTIONS } from "./operations";

/**
 * A member page's panel (/member/{id}): the member's five latest interactions, recording a new one
 * with the member already chosen, and a link to all of them on /bedrock/interactions.
 */
export async function MemberInteractions({
  member,
}: {
  member: { id: number; name: string; email: string; society: string };
}) {
  const t = await getTranslations("interactions");
  const { data } = await query({
    query: MEMBER_INTERACTIONS,
    variables: { memberId: member.id },
    fetchPolicy: "no-cache",
    errorPolicy: "all",
  });
  const items = data?.memberInteractions;
  return (
    <Card aria-labelledby="member-interactions-title" data-testid="member-interactions">
      <CardBody className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="member-interactions-title" className="flex items-center gap-2 text-lg font-semibold">
            <MessagesSquare className="size-5" aria-hidden />
            {t("panel.title")}
          </h2>
          <div className="flex gap-2">
            <InteractionFormDialog
              member={member}
              trigger={
                <button type="button" className="btn btn-outline">
                  <Plus className="size-4" aria-hidden />
                  {t("new")}
                </button>
              }
            />
            <Link href={`/bedrock/interactions?memberId=${member.id}`} className="btn btn-outline">
              {t("panel.all")}
            </Link>
          </div>
        </div>
        {!items ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {t("error.text")}
          </p>
        ) : items.length === 0 ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("panel.empty")}</p>
        ) : (
          <InteractionsTable items={items} testId="member-interactions-table" showClient={false} />
        )}
      </CardBody>
    </Card>
  );
}
