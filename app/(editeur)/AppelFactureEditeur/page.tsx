import { CallsTable } from "@/features/billing/invoice-calls/ui/calls-table";
import { MY_INVOICE_CALLS } from "@/features/billing/invoice-calls/ui/operations";
import { routeMetadata } from "@/components/shell/route-metadata";
import { Card, CardBody } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { ErrorState } from "@/components/ui/states/states";
import { query } from "@/lib/apollo/server";
import { INVOICE_CALL_STATUSES, type InvoiceCallStatus } from "@/lib/domain/states";
import { withClientMessages } from "@/lib/i18n/client-messages";
import { getTranslations } from "next-intl/server";
import { searchParam } from "@/components/data/search-params";

export const generateMetadata = routeMetadata("/AppelFactureEditeur");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The publisher's invoice calls, rendered on the server; only the upload runs in the browser. */
async function InvoiceCallsPage({ searchParams }: Props) {
  const t = await getTranslations("invoiceCalls");
  const sp = await searchParams;
  const one = (k: string) => searchParam(sp, k);
  const status = (INVOICE_CALL_STATUSES as readonly string[]).includes(one("status"))
    ? (one("status") as InvoiceCallStatus)
    : "";
  const { data } = await query({ query: MY_INVOICE_CALLS, fetchPolicy: "no-cache", errorPolicy: "all" });
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("title")} description={t("description")} />
      <Card>
        <CardBody>
          {data?.myInvoiceCalls ? (
            <CallsTable
              calls={data.myInvoiceCalls}
              mode="publisher"
              path="/AppelFactureEditeur"
              status={status}
              page={Math.max(1, Number.parseInt(one("page"), 10) || 1)}
            />
          ) : (
            <ErrorState title={t("error.title")} text={t("error.text")} />
          )}
        </CardBody>
      </Card>
    </div>
  );
}

export default withClientMessages("(editeur)/AppelFactureEditeur", InvoiceCallsPage);
