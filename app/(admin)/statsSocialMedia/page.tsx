import { Share2 } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { defaultRange } from "@/components/data/date-range-presets";
import { routeMetadata } from "@/components/shell/route-metadata";
import { searchParam } from "@/components/data/search-params";
import { PeriodForm } from "@/features/staff/stats/ui/period-form";
import { Card, CardBody } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { periodSchema } from "@/features/staff/stats/server/period";
import { query } from "@/lib/apollo/server";
import { NetworksTable } from "./networks-table";
import { SOCIAL_MEDIA } from "./operations";

export const generateMetadata = routeMetadata("/statsSocialMedia");

/** /statsSocialMedia: clicks, leads and revenue by social network over a period, rendered on the server. */
export default async function SocialMediaPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations("staffStats");
  const raw = await searchParams;
  const fallback = defaultRange(30);
  const asked = { from: searchParam(raw, "from") || fallback.from, to: searchParam(raw, "to") || fallback.to };
  const valid = periodSchema.safeParse(asked);
  const { data, error } = valid.success
    ? await query({
        query: SOCIAL_MEDIA,
        variables: { period: valid.data },
        fetchPolicy: "no-cache",
        errorPolicy: "all",
      })
    : { data: undefined, error: undefined };
  const rows = error ? undefined : data?.socialMedia;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("social.title")} description={t("social.description")} />
      <Card>
        <CardBody className="flex flex-col gap-4">
          <PeriodForm action="/statsSocialMedia" from={asked.from} to={asked.to} />
          {!valid.success ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {t("period.invalid")}
            </p>
          ) : !rows ? (
            <ErrorState title={t("error.title")} text={t("error.text")} />
          ) : rows.every((r) => r.clicks === 0) ? (
            <EmptyState
              icon={Share2}
              title={t("social.empty.title")}
              text={t("social.empty.text")}
              testId="social-empty"
            />
          ) : (
            <>
              <NetworksTable rows={rows} />
              <p className="text-xs text-zinc-600 dark:text-zinc-400">{t("social.hint")}</p>
            </>
          )}
        </CardBody>
      </Card>
    </div>
  );
}
