import { getTranslations } from "next-intl/server";
import { CreditNotesScreen } from "@/features/billing/invoices/ui/credit-notes-screen";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/report/facturesAvoir");

/** /report/facturesAvoir: every credit note, with its PDF and the accountant's CSV. */
export default async function CreditNotesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations("routes");
  return <CreditNotesScreen title={t("report.creditNotes")} searchParams={await searchParams} />;
}
