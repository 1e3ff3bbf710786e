import { CategoryReportScreen } from "@/components/market-catalog/report-screen";
import { CatalogScreenPage } from "@/components/market-catalog/screen-page";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedomarket/admin/categories/rapport/{categorie_id}/{categorie}");

/** The {categorie} segment is the category's name for readable links; the id decides. */
async function CategoryReportPage({ params }: { params: Promise<{ categorie_id: string; categorie: string }> }) {
  const { categorie_id } = await params;
  const id = /^\d+$/.test(categorie_id) ? Number(categorie_id) : 0;
  return (
    <CatalogScreenPage screen="report">
      <CategoryReportScreen id={id} />
    </CatalogScreenPage>
  );
}

export default withClientMessages("(admin)/weedomarket/admin/categories/rapport/[categorie_id]/[categorie]", CategoryReportPage);
