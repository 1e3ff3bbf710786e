import { ShieldCheck, ShieldOff } from "lucide-react";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { EntriesTable } from "@/features/staff/audit-trail/ui/entries-table";
import { formatDate } from "@/components/data/format";
import type { Law } from "@/lib/constants";
import { AccountActions } from "./account-actions";
import { LawForm } from "./law-form";
import type { MemberDetail } from "./operations";
import { MemberSection } from "./section";

const muted = "text-sm text-zinc-600 dark:text-zinc-400";

/** The law, and the actions on the account (password e-mail, sign out everywhere, deactivate). */
export async function MemberAccessSection({
  detail,
  callerLaw,
  callerId,
}: {
  detail: MemberDetail;
  callerLaw: Law;
  callerId: number;
}) {
  const t = await getTranslations("members.member");
  const m = detail.member;
  return (
    <MemberSection id="member-access" title={t("actions.title")} description={t("law.description")}>
      <LawForm userId={m.id} law={m.law} disabled={callerLaw !== "ad" || callerId === m.id} />
      <AccountActions
        userId={m.id}
        name={`${m.first_name} ${m.last_name}`.trim() || m.email}
        status={m.status}
        canSwitch={callerLaw === "ad" && callerId !== m.id}
      />
    </MemberSection>
  );
}

/** Two-factor state (set up by the person on their profile; shown here for support). */
export async function MemberSecuritySection({ detail }: { detail: MemberDetail }) {
  const t = await getTranslations("members.member.security");
  const on = detail.two_factor === "enabled";
  const Icon = on ? ShieldCheck : ShieldOff;
  const state = detail.two_factor === "enabled" ? "enabled" : detail.two_factor === "enrolling" ? "enrolling" : "off";
  return (
    <MemberSection id="member-security" title={t("title")}>
      <p className="flex items-center gap-2 text-sm" data-testid="member-two-factor">
        <Icon className={on ? "size-4 text-emerald-600 dark:text-emerald-400" : "size-4 text-zinc-500"} aria-hidden />
        {t(state)}
      </p>
    </MemberSection>
  );
}

/** The configuration's allow-lists the person is on: read-only (they change in the configuration). */
export async function MemberAllowListsSection({ detail }: { detail: MemberDetail }) {
  const t = await getTranslations("members.member.lists");
  return (
    <MemberSection id="member-lists" title={t("title")} description={t("description")}>
      {detail.allow_lists.length === 0 ? (
        <p className={muted}>{t("none")}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {detail.allow_lists.map((n) => (
            <li key={n} className="badge">
              {t.has(`names.${n}` as "names.giftPoints") ? t(`names.${n}` as "names.giftPoints") : n}
            </li>
          ))}
        </ul>
      )}
    </MemberSection>
  );
}

/** Bank details, read-only and masked (the publisher edits them on their own screen). */
export async function MemberBankSection({ detail }: { detail: MemberDetail }) {
  const t = await getTranslations("members.member.bank");
  const locale = await getLocale();
  const b = detail.bank;
  const rows: [string, string | null | undefined][] = b
    ? [
        [t("kind"), t(`kinds.${b.kind === "intl" ? "intl" : "fr"}`)],
        [t("owner"), b.account_owner],
        [t("bankName"), b.bank_name],
        [t("rib"), b.rib],
        [t("iban"), b.iban],
        [t("swift"), b.swift],
        [t("vat"), b.vat_subject ? t("vatSubject", { number: b.vat_number ?? "—" }) : t("vatNotSubject")],
      ]
    : [];
  return (
    <MemberSection id="member-bank" title={t("title")} description={t("description")}>
      {!b ? (
        <p className={muted}>{t("none")}</p>
      ) : (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {rows
              .filter(([, v]) => v)
              .map(([k, v]) => (
                <div key={k} className="contents">
                  <dt className="text-zinc-600 dark:text-zinc-400">{k}</dt>
                  <dd className="font-mono">{v}</dd>
                </div>
              ))}
          </dl>
          <p className="text-xs text-zinc-600 dark:text-zinc-400">
            {t("updated", { date: formatDate(locale, b.updated_at) })}
          </p>
        </>
      )}
    </MemberSection>
  );
}

/** The latest audit entries by or about the person, with the way to the whole trail on /Logs. */
export async function MemberActivitySection({ detail }: { detail: MemberDetail }) {
  const t = await getTranslations("members.member.activity");
  const m = detail.member;
  return (
    <MemberSection
      id="member-activity"
      title={t("title")}
      description={t("description")}
      actions={
        <div className="flex flex-wrap gap-2 text-sm">
          <Link href={`/Logs?actor=${encodeURIComponent(m.email)}`} className="btn btn-outline">
            {t("byActor")}
          </Link>
          <Link href={`/Logs?targetType=user&targetId=${m.id}`} className="btn btn-outline">
            {t("onAccount")}
          </Link>
        </div>
      }
    >
      {detail.activity.length === 0 ? (
        <p className={muted}>{t("empty")}</p>
      ) : (
        <EntriesTable entries={detail.activity} />
      )}
    </MemberSection>
  );
}
