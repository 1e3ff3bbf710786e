import { PixelsScreen } from "@/features/myaffil/tracking/ui/pixels-screen";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/admin/pixels/{identifiant}/{nom_campagne}");

const decode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** The pixel and postback an advertiser installs for one campaign (identifiant: its tracking id). */
async function PixelsPage({ params }: { params: Promise<{ identifiant: string; nom_campagne: string }> }) {
  const { identifiant } = await params;
  return <PixelsScreen identifiant={decode(identifiant)} />;
}

export default withClientMessages("(admin)/myaffil/admin/pixels/[identifiant]/[nom_campagne]", PixelsPage);
