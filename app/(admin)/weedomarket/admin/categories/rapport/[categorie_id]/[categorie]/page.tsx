import { Suspense } from "react";
import { defaultRange } from "@/components/data/date-range-presets";
import { CATEGORY_REPORT } from "@/features/market/catalog/ui/operations";
import { CategoryReportScreen } from "@/features/market/catalog/ui/report-screen";
import { CatalogScreenPage } from "@/features/market/catalog/ui/screen-page";
import { reportVariables } from "@/features/market/catalog/ui/variables";
import { routeMetadata } from "@/components/shell/route-metadata";
import { PanelLoading } from "@/components/ui/states/loading";
import { PreloadQuery } from "@/lib/apollo/server";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedomarket/admin/categories/rapport/{categorie_id}/{categorie}");

/**
 * The {categorie} segment is the category's name for readable links; the id decides. The last 30
 * Paris days of the report are read on the server, so the first HTML holds its figures.
 */
async function CategoryReportPage({ params }: { params: Promise<{ categorie_id: string; categorie: string }> }) {
  const { categorie_id } = await params;
  const id = /^\d+$/.test(categorie_id) ? Number(categorie_id) : 0;
  const range = defaultRange(30);
  const screen = (
    <Suspense fallback={<PanelLoading />}>
      <CategoryReportScreen id={id} initialRange={range} />
    </Suspense>
  );
  return (
    <CatalogScreenPage screen="report">
      {id > 0 ? (
        <PreloadQuery query={CATEGORY_REPORT} variables={reportVariables(id, range)}>
          {screen}
        </PreloadQuery>
      ) : (
        screen
      )}
    </CatalogScreenPage>
  );
}

export default withClientMessages(
  "(admin)/weedomarket/admin/categories/rapport/[categorie_id]/[categorie]",
  CategoryReportPage,
);
