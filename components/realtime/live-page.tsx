import { getLocale, getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/ui/page-header";
import { ErrorState } from "@/components/ui/states/states";
import { LiveBoard } from "./live-board";
import type { LiveSnapshot, LiveVariant } from "./snapshot";

/**
 * A live page (/temps-reel/*): its header, then the board with the figures the page read on the
 * server (null: the read failed), kept current by `stream` (Server-Sent Events).
 */
export async function LivePage({
  variant,
  snapshot,
  stream,
}: {
  variant: LiveVariant;
  snapshot: LiveSnapshot | null | undefined;
  stream: string;
}) {
  const [t, locale] = await Promise.all([getTranslations("realtime"), getLocale()]);
  return (
    <div className="flex flex-col gap-6 p-4 sm:p-6">
      <PageHeader title={t(`${variant}.title`)} description={t(`${variant}.description`)} />
      {snapshot ? (
        <LiveBoard
          // Apollo's result objects are not plain: a client component takes a copy.
          initial={JSON.parse(JSON.stringify(snapshot)) as LiveSnapshot}
          stream={stream}
          locale={locale}
          variant={variant}
        />
      ) : (
        <ErrorState title={t("error.title")} text={t("error.text")} />
      )}
    </div>
  );
}
