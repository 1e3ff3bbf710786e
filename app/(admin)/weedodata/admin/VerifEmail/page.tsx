import { getTranslations } from "next-intl/server";
import { routeMetadata } from "@/components/shell/route-metadata";
import { Card, CardBody } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { ListCleaner } from "@/features/data/contacts/ui/list-cleaner";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedodata/admin/VerifEmail");

/** VerifEmail: upload a list, verify it, download the cleaned list and the removed rows. */
async function VerifyEmailPage() {
  const t = await getTranslations("weedoData.verify");
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("title")} description={t("description")} />
      <Card>
        <CardBody>
          <ListCleaner />
        </CardBody>
      </Card>
    </div>
  );
}

export default withClientMessages("(admin)/weedodata/admin/VerifEmail", VerifyEmailPage);
