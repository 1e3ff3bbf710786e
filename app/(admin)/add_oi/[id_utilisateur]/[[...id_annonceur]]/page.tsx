import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { OiForm } from "@/features/billing/insertion-orders/ui/oi-form";
import { OI_DRAFT_CONTEXT, type OiDraftContext } from "@/features/billing/insertion-orders/ui/operations";
import { routeMetadata } from "@/components/shell/route-metadata";
import { PageHeader } from "@/components/ui/page-header";
import { query } from "@/lib/apollo/server";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/add_oi/1");

const isId = (s: string | undefined) => /^\d{1,9}$/.test(s ?? "");

/** /add_oi/{id_utilisateur}/{id_annonceur?}: the advertiser (user id) and its MyAffil client id. */
async function AddOiPage({ params }: { params: Promise<{ id_utilisateur: string; id_annonceur?: string[] }> }) {
  const { id_utilisateur, id_annonceur } = await params;
  if (!isId(id_utilisateur) || (id_annonceur && (id_annonceur.length > 1 || !isId(id_annonceur[0])))) notFound();
  const t = await getTranslations("oi.screens.add");
  const { data } = await query({
    query: OI_DRAFT_CONTEXT,
    variables: { user: Number(id_utilisateur), client: id_annonceur?.[0] ? Number(id_annonceur[0]) : null },
    fetchPolicy: "no-cache",
    errorPolicy: "all",
  });
  if (!data?.oiDraftContext) notFound();
  const context: OiDraftContext = data.oiDraftContext;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col">
      <PageHeader title={t("title")} description={t("description")} />
      <OiForm context={context} />
    </div>
  );
}

export default withClientMessages("(admin)/add_oi/[id_utilisateur]/[[...id_annonceur]]", AddOiPage);
