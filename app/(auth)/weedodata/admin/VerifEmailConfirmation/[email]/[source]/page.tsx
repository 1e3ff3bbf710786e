import { CircleCheck, CircleX } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { routeMetadata } from "@/components/shell/route-metadata";
import { CONFIRM_DATA_CONTACT } from "@/features/data/contacts/ui/operations";
import type { ConfirmOutcome } from "@/features/data/contacts/server/confirm";
import { getClient } from "@/lib/apollo/server";

export const dynamic = "force-dynamic";
export const generateMetadata = routeMetadata("/weedodata/admin/VerifEmailConfirmation/x/y");

const decode = (v: string) => {
  try {
    return decodeURIComponent(v);
  } catch {
    return "";
  }
};

/**
 * The double opt-in landing (spec URL VerifEmailConfirmation/{email}/{source}, public): the link of a
 * confirmation e-mail carries `?sig=`, an HMAC of the address and the source, so nobody can confirm an
 * address that is not theirs by typing the URL. It confirms once; the page says what happened.
 */
export default async function ConfirmationPage({
  params,
  searchParams,
}: {
  params: Promise<{ email: string; source: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ email, source }, sp, t] = await Promise.all([params, searchParams, getTranslations("weedoData.confirm")]);
  const sig = Array.isArray(sp.sig) ? sp.sig[0] : sp.sig;
  const { data } = await getClient()
    .mutate({
      mutation: CONFIRM_DATA_CONTACT,
      variables: { email: decode(email).slice(0, 254), source: decode(source).slice(0, 80), sig: sig ?? "" },
    })
    .catch(() => ({ data: null }));
  const outcome = (data?.confirmDataContact ?? "invalid_link") as ConfirmOutcome;
  const ok = outcome === "confirmed" || outcome === "already";
  const Icon = ok ? CircleCheck : CircleX;
  return (
    <section
      className="flex w-full max-w-md flex-col items-center gap-3 rounded-xl border border-zinc-200 p-6 text-center dark:border-zinc-800"
      data-testid={`confirmation-${outcome}`}
    >
      <Icon aria-hidden className={`size-10 ${ok ? "text-emerald-500" : "text-red-500"}`} />
      <h1 className="text-xl font-semibold">{t(`${outcome}.title`)}</h1>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t(`${outcome}.text`, { email: decode(email) })}</p>
    </section>
  );
}
