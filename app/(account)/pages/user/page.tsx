import { CombinedGraphQLErrors } from "@apollo/client/errors";
import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { query } from "@/lib/apollo/server";
import { countryOptions } from "@/lib/i18n/countries";
import { MY_PROFILE } from "./profile-operations";
import { ProfileScreen } from "./profile-screen";
import { SessionEnded } from "./session-ended";
import { withClientMessages } from "@/lib/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("profile");
  return { title: t("title") };
}

async function ProfilePage() {
  const t = await getTranslations("profile");
  const { data, error } = await query({ query: MY_PROFILE, fetchPolicy: "no-cache", errorPolicy: "all" });
  // The proxy lets only signed-in users here; a session revoked since then ends like any other.
  if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === "UNAUTHENTICATED"))
    return <SessionEnded />;
  if (!data?.myProfile) throw error ?? new Error("myProfile answered nothing");
  const profile = data.myProfile;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{t("subtitle")}</p>
      </div>
      <ProfileScreen initial={profile} countries={countryOptions(await getLocale())} />
    </div>
  );
}

export default withClientMessages("(account)/pages/user", ProfilePage);
