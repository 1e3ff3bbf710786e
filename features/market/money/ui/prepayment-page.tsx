import { Suspense } from "react";
import { PanelLoading } from "@/components/ui/states/loading";
import { PreloadQuery } from "@/lib/apollo/server";
import { MY_PREPAYMENT_SCREEN } from "./operations";
import { PrepaymentScreen } from "./prepayment-screen";
import { MoneyScreenPage } from "./screen-page";
import { PREPAYMENT_SCREEN_VARIABLES } from "./variables";

/** The four prepayment routes: the screen's query is read on the server, so the first HTML holds the balance and rows. */
export function PrepaymentPage() {
  return (
    <MoneyScreenPage screen="prepayments">
      <PreloadQuery
        query={MY_PREPAYMENT_SCREEN}
        variables={PREPAYMENT_SCREEN_VARIABLES}
        context={{ service: "market" }}
      >
        <Suspense fallback={<PanelLoading />}>
          <PrepaymentScreen />
        </Suspense>
      </PreloadQuery>
    </MoneyScreenPage>
  );
}
