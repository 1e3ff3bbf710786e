import { FileText } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { OiForm } from "@/features/billing/insertion-orders/ui/oi-form";
import {
  OI_DRAFT_CONTEXT,
  OI_ONE,
  type Oi,
  type OiDraftContext,
} from "@/features/billing/insertion-orders/ui/operations";
import { routeMetadata } from "@/components/shell/route-metadata";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState } from "@/components/ui/states/states";
import { query } from "@/lib/apollo/server";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/updateOi");

/**
 * /updateOi?id=N: the spec gives this route no parameter, so the OI comes in the query string (the
 * list's "Edit" links here). Only an OI not signed yet can be changed.
 */
async function UpdateOiPage({ searchParams }: { searchParams: Promise<{ id?: string | string[] }> }) {
  const { id: raw } = await searchParams;
  const t = await getTranslations("oi");
  const id = typeof raw === "string" && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  if (id === null)
    return (
      <div className="flex flex-col">
        <PageHeader title={t("screens.update.title", { id: "—" })} />
        <EmptyState icon={FileText} title={t("form.missingId")} />
      </div>
    );
  const one = await query({ query: OI_ONE, variables: { id }, fetchPolicy: "no-cache", errorPolicy: "all" });
  const oi = one.data?.oiDocument ? (JSON.parse(JSON.stringify(one.data.oiDocument)) as Oi) : null;
  if (!oi) notFound();
  const header = <PageHeader title={t("screens.update.title", { id })} description={t("screens.update.description")} />;
  if (oi.status !== "to_sign")
    return (
      <div className="flex flex-col">
        {header}
        <EmptyState icon={FileText} title={t("form.notEditable")} />
      </div>
    );
  const ctx = await query({
    query: OI_DRAFT_CONTEXT,
    variables: { user: oi.advertiser_user_id, client: oi.advertiser_client_id },
    fetchPolicy: "no-cache",
    errorPolicy: "all",
  });
  if (!ctx.data?.oiDraftContext) notFound();
  const context = JSON.parse(JSON.stringify(ctx.data.oiDraftContext)) as OiDraftContext;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col">
      {header}
      <OiForm context={context} oi={oi} />
    </div>
  );
}

export default withClientMessages("(admin)/updateOi", UpdateOiPage);
