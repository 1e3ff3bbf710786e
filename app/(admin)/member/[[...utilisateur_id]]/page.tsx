import { spacedSiren } from "@/lib/domain/company-ids";
import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { formatDateTime } from "@/components/data/format";
import { MemberForm, type MemberFormValues } from "@/features/staff/members/ui/member-form";
import { MEMBER_DETAIL } from "@/features/staff/members/ui/operations";
import { MemberSection } from "@/features/staff/members/ui/section";
import {
  MemberAccessSection,
  MemberActivitySection,
  MemberAllowListsSection,
  MemberBankSection,
  MemberSecuritySection,
} from "@/features/staff/members/ui/sections";
import { StatusBadge } from "@/features/staff/members/ui/status-badge";
import { MemberInteractions } from "@/features/staff/interactions/ui/member-interactions";
import { routeMetadata } from "@/components/shell/route-metadata";
import { PageHeader } from "@/components/ui/page-header";
import { ErrorState } from "@/components/ui/states/states";
import { query, requestCaller } from "@/lib/apollo/server";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/member/{utilisateur_id?}");

const EMPTY: MemberFormValues = {
  email: "",
  first_name: "",
  last_name: "",
  society: "",
  phone: null,
  address: null,
  city: null,
  zip_code: null,
  country: "FR",
  language: "fr",
  multi_droit: false,
  haswebhook: false,
  id_clien_myaffil: null,
  id_clien_mycoreg: null,
  id_clien_leadmarket: 0,
  id_clien_myaffil_annonceur: null,
  id_clien_myaffil_editeur: null,
};

/**
 * /member/{utilisateur_id}: one account, read on the server, as separate sections (identity and
 * access, law and actions, two-factor, allow-lists, bank details, activity): another panel is one
 * more line below. /member without an id creates an account (full administrators).
 */
async function MemberPage({ params }: { params: Promise<{ utilisateur_id?: string[] }> }) {
  const { utilisateur_id } = await params;
  if (utilisateur_id && (utilisateur_id.length > 1 || !/^\d{1,9}$/.test(utilisateur_id[0] ?? ""))) notFound();
  const id = utilisateur_id?.[0] ? Number(utilisateur_id[0]) : null;
  const t = await getTranslations("members");
  const caller = await requestCaller();
  const back = (
    <Link href="/Membreslist" className="btn btn-outline">
      <ArrowLeft className="size-4" aria-hidden />
      {t("member.back")}
    </Link>
  );

  if (id === null) {
    if (caller?.law !== "ad") notFound();
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title={t("member.newTitle")} description={t("member.newDescription")} actions={back} />
        <MemberSection id="member-identity" title={t("member.identity.title")}>
          <MemberForm userId={null} initial={EMPTY} />
        </MemberSection>
      </div>
    );
  }

  const { data, error } = await query({
    query: MEMBER_DETAIL,
    variables: { id },
    fetchPolicy: "no-cache",
    errorPolicy: "all",
  });
  if (data && data.member === null) notFound();
  const detail = data?.member;
  if (!detail || error)
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title={t("member.title")} actions={back} />
        <ErrorState title={t("member.error.title")} text={t("member.error.text")} />
      </div>
    );

  const locale = await getLocale();
  const m = detail.member;
  const initial: MemberFormValues = {
    email: m.email,
    first_name: m.first_name,
    last_name: m.last_name,
    society: m.society,
    multi_droit: m.multi_droit,
    haswebhook: m.haswebhook,
    id_clien_myaffil: m.id_clien_myaffil ?? null,
    id_clien_mycoreg: m.id_clien_mycoreg ?? null,
    id_clien_leadmarket: m.id_clien_leadmarket,
    id_clien_myaffil_annonceur: m.id_clien_myaffil_annonceur ?? null,
    id_clien_myaffil_editeur: m.id_clien_myaffil_editeur ?? null,
    phone: detail.phone ?? null,
    address: detail.address ?? null,
    city: detail.city ?? null,
    zip_code: detail.zip_code ?? null,
    country: detail.country ?? null,
    language: detail.language,
  };
  const statusLabel = t.has(`statuses.${m.status}` as "statuses.active")
    ? t(`statuses.${m.status}` as "statuses.active")
    : m.status;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={`${m.first_name} ${m.last_name}`.trim() || m.email}
        description={`${m.email} · ${m.society || "—"} · ${t(`laws.${m.law}`)}`}
        actions={back}
      />
      <div className="flex flex-wrap items-center gap-3 text-sm" data-testid="member-summary">
        <StatusBadge status={m.status} label={statusLabel} />
        <span className="text-zinc-600 dark:text-zinc-400">
          {t("member.created", { date: formatDateTime(locale, m.created_at) })}
        </span>
        <span className="text-zinc-600 dark:text-zinc-400">
          {t("member.lastLogin", { date: m.last_login_at ? formatDateTime(locale, m.last_login_at) : t("list.never") })}
        </span>
        <span data-testid="member-company-ids" className="text-zinc-600 tabular-nums dark:text-zinc-400">
          {t("member.companyIds", {
            siren: detail.siren ? spacedSiren(detail.siren) : "—",
            vat: detail.vat_intra ?? "—",
          })}
        </span>
        {m.refusal_reason && (
          <span className="text-red-700 dark:text-red-400">
            {t("member.refusalReason", { reason: m.refusal_reason })}
          </span>
        )}
      </div>
      <MemberSection id="member-identity" title={t("member.identity.title")}>
        <MemberForm userId={m.id} initial={initial} />
      </MemberSection>
      {caller && <MemberAccessSection detail={detail} callerLaw={caller.law} callerId={caller.id} />}
      <div className="grid gap-6 lg:grid-cols-3">
        <MemberSecuritySection detail={detail} />
        <MemberAllowListsSection detail={detail} />
        <MemberBankSection detail={detail} />
      </div>
      <MemberActivitySection detail={detail} />
      <MemberInteractions
        member={{ id: m.id, name: `${m.first_name} ${m.last_name}`.trim(), email: m.email, society: m.society }}
      />
    </div>
  );
}

export default withClientMessages("(admin)/member/[[...utilisateur_id]]", MemberPage);
