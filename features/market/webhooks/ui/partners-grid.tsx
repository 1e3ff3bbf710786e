"use client";

import { ArrowRight } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/states/kpi-card";
import { PageHeader } from "@/components/ui/page-header";
import type { PartnerInfo } from "./partner-page";

/** partenaires: the nine partners, each card leading to its page. */
export function PartnersGrid({ partners }: { partners: PartnerInfo[] }) {
  const t = useTranslations("marketWebhooks.partners");
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("title")} description={t("description")} />
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {partners.map((p) => (
          <li
            key={p.slug}
            className="flex flex-col gap-3 rounded-xl border border-zinc-200 bg-white p-5 shadow-sm dark:border-zinc-800 dark:bg-zinc-900"
          >
            <div className="flex items-center justify-between gap-2">
              <h2 className="text-base font-semibold">{p.name}</h2>
              <Badge tone={p.kind === "crm" ? "info" : p.kind === "data" ? "neutral" : "success"}>
                {t(`kindShort.${p.kind}`)}
              </Badge>
            </div>
            <p className="flex-1 text-sm text-zinc-600 dark:text-zinc-400">{t(`descriptions.${p.slug}`)}</p>
            <Link
              href={`/weedomarket/annonceur/${p.slug}`}
              className="inline-flex items-center gap-1 self-start rounded text-sm font-medium text-emerald-700 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-emerald-400"
            >
              {t("open", { name: p.name })} <ArrowRight className="size-4" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
