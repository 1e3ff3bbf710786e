import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { BankDetailsForm } from "@/app/(account)/pages/user/bank-details-form";
import { MY_PROFILE } from "@/app/(account)/pages/user/profile-operations";
import { Card, CardBody } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { ErrorState } from "@/components/ui/states/states";
import { query } from "@/lib/apollo/server";
import { cn } from "@/lib/utils/cn";

const PATHS = { fr: "/infos-bancaire/affilie-france", intl: "/infos-bancaire/affilie-international" } as const;

/**
 * /infos-bancaire/affilie-*: the publisher's bank details, read on the server, edited with the
 * profile's form (same validation, same mutation: versioned, audited, e-mailed to the holder).
 */
export async function BankPage({ kind }: { kind: "fr" | "intl" }) {
  const t = await getTranslations("profile");
  const tr = await getTranslations("register");
  const { data } = await query({ query: MY_PROFILE, fetchPolicy: "no-cache", errorPolicy: "all" });
  const profile = data?.myProfile;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("sections.bank")} description={t("bankDescription")} />
      <nav aria-label={tr("bank.kind")} className="flex flex-wrap gap-2">
        {(["fr", "intl"] as const).map((k) => (
          <Link
            key={k}
            href={PATHS[k]}
            aria-current={k === kind ? "page" : undefined}
            className={cn(
              "rounded-md px-3 py-1.5 text-sm font-medium",
              k === kind
                ? "bg-emerald-600 text-white"
                : "border border-zinc-300 hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800",
            )}
          >
            {tr(`bank.kinds.${k}`)}
          </Link>
        ))}
      </nav>
      <Card>
        <CardBody>
          {profile ? (
            <BankDetailsForm profile={profile} defaultKind={kind} />
          ) : (
            <ErrorState title={t("sections.bank")} text={t("errors.generic")} />
          )}
        </CardBody>
      </Card>
    </div>
  );
}
