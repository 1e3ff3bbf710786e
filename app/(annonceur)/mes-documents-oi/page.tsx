import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { MyOiList } from "@/features/billing/insertion-orders/ui/my-oi-list";
import { MY_OIS } from "@/features/billing/insertion-orders/ui/operations";
import { routeMetadata } from "@/components/shell/route-metadata";
import { PageHeader } from "@/components/ui/page-header";
import { PanelLoading } from "@/components/ui/states/loading";
import { PreloadQuery } from "@/lib/apollo/server";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/mes-documents-oi");

/** The advertiser's insertion orders, read on the server; signing happens in a dialog. */
async function MyOiDocumentsPage() {
  const t = await getTranslations("oi.screens.mine");
  return (
    <div className="flex min-w-0 flex-col">
      <PageHeader title={t("title")} description={t("description")} />
      <PreloadQuery query={MY_OIS}>
        <Suspense fallback={<PanelLoading />}>
          <MyOiList />
        </Suspense>
      </PreloadQuery>
    </div>
  );
}

export default withClientMessages("(annonceur)/mes-documents-oi", MyOiDocumentsPage);
