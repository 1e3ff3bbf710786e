import { getTranslations } from "next-intl/server";
import { Card, CardBody } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/states/states";
import { query } from "@/lib/apollo/server";
import { GenerateSettlement } from "./generate-settlement";
import { SETTLEMENT_MONTHS } from "./operations";

/**
 * /report/facturesWeedoMarket: the month's final invoices (factures de solde) of the marketplace,
 * the ended months that have something to bill read on the server; issuing them is an ad's act.
 */
export async function SettlementSection({ canGenerate }: { canGenerate: boolean }) {
  const t = await getTranslations("invoices.settlement");
  const { data } = await query({ query: SETTLEMENT_MONTHS, fetchPolicy: "no-cache", errorPolicy: "all" });
  // Plain objects only cross into a client component (Apollo's results are frozen).
  const months = data?.marketSettlementMonths.map((m) => ({ ...m }));
  return (
    <Card>
      <CardBody className="flex flex-col gap-2" data-testid="market-settlement">
        <h2 className="text-base font-semibold">{t("heading")}</h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("intro")}</p>
        {!months ? (
          <ErrorState title={t("error.title")} text={t("error.text")} />
        ) : (
          <GenerateSettlement months={months} canGenerate={canGenerate} />
        )}
      </CardBody>
    </Card>
  );
}
