import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { OldUserReset } from "./old-user-reset";
import { withClientMessages } from "@/lib/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("password"))("oldUserTitle") };
}

async function ResetPasswordOldUserPage({ searchParams }: { searchParams: Promise<{ email?: string }> }) {
  const t = await getTranslations("password");
  const { email } = await searchParams;
  return (
    <AuthCard
      title={t("oldUserTitle")}
      subtitle={t("oldUserSubtitle")}
      footer={
        <Link href="/login" className="text-emerald-600 underline underline-offset-4 dark:text-emerald-400">
          {t("backToLogin")}
        </Link>
      }
    >
      <OldUserReset defaultEmail={email} />
    </AuthCard>
  );
}

export default withClientMessages("(auth)/resetPasswordOldUser", ResetPasswordOldUserPage);
