import { VISUAL_CAMPAIGN, VISUALS } from "@/features/myaffil/creatives/ui/creatives/operations";
import { Preloaded } from "@/features/myaffil/creatives/ui/creatives/preloaded";
import { CampaignVisuals } from "@/features/myaffil/creatives/ui/visuals/campaign-visuals";
import { routeMetadata } from "@/components/shell/route-metadata";
import { PreloadQuery } from "@/lib/apollo/server";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/admin/visuel/{identifiant}/{nom_campagne}/{id_ann}");

async function CampaignVisualsPage({
  params,
}: {
  params: Promise<{ identifiant: string; nom_campagne: string; id_ann: string }>;
}) {
  const { identifiant, id_ann } = await params;
  let trackingId = identifiant;
  try {
    trackingId = decodeURIComponent(identifiant);
  } catch {
    // Left as is: the API answers "not found".
  }
  // The campaign and its visuals are read in parallel on the server.
  return (
    <PreloadQuery query={VISUAL_CAMPAIGN} variables={{ trackingId }} errorPolicy="all">
      <Preloaded query={VISUALS} variables={{ trackingId }}>
        <CampaignVisuals
          trackingId={trackingId}
          advertiserClientId={/^\d{1,9}$/.test(id_ann) ? Number(id_ann) : null}
        />
      </Preloaded>
    </PreloadQuery>
  );
}

export default withClientMessages(
  "(admin)/myaffil/admin/visuel/[identifiant]/[nom_campagne]/[id_ann]",
  CampaignVisualsPage,
);
