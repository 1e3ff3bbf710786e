import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { LoadFailure } from "./load";
import { ErrorState } from "@/components/ui/states/states";
import { RetryButton } from "@/components/ui/states/retry-button";

/** The error state of a dashboard whose query was refused or failed. */
export async function LoadError({ reason }: { reason: LoadFailure }) {
  const t = await getTranslations("dashboard.error");
  return (
    <ErrorState title={t("title")} text={t(reason)}>
      {reason === "unauthenticated" ? (
        <Link
          href="/login?session=expired"
          className="mt-2 text-sm font-medium text-emerald-700 underline underline-offset-4 dark:text-emerald-400"
        >
          {t("login")}
        </Link>
      ) : (
        reason === "failed" && <RetryButton label={t("retry")} />
      )}
    </ErrorState>
  );
}
