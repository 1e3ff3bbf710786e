import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { ResetForm } from "@/features/identity/password/ui/reset-form";
import { withClientMessages } from "@/lib/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("password"))("resetTitle") };
}

async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ email?: string }> }) {
  const t = await getTranslations("password");
  const { email } = await searchParams;
  return (
    <AuthCard
      title={t("resetTitle")}
      subtitle={t("resetSubtitle")}
      footer={
        <Link href="/forgotpassword" className="text-emerald-600 underline underline-offset-4 dark:text-emerald-400">
          {t("askNewCode")}
        </Link>
      }
    >
      <ResetForm flow="RESET" defaultEmail={email} />
    </AuthCard>
  );
}

export default withClientMessages("(auth)/resetPassword", ResetPasswordPage);
