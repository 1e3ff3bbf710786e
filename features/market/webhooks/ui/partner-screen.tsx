import { Suspense } from "react";
import { PanelLoading } from "@/components/ui/states/loading";
import { PreloadQuery } from "@/lib/apollo/server";
import { PARTNER_WEBHOOK } from "./operations";
import { PartnerPage, type PartnerInfo } from "./partner-page";
import { partnerVariables } from "./variables";

/**
 * A partner route's body (server component): the advertiser's webhook for the partner is read on
 * the server, so the first HTML holds the setup form in its final state (connect or update).
 */
export function PartnerScreen({ partner }: { partner: PartnerInfo }) {
  return (
    <PreloadQuery query={PARTNER_WEBHOOK} variables={partnerVariables(partner.slug)}>
      <Suspense fallback={<PanelLoading />}>
        <PartnerPage partner={partner} />
      </Suspense>
    </PreloadQuery>
  );
}
