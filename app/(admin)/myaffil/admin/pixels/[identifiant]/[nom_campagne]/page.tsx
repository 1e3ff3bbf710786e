import { PixelsView } from "@/components/myaffil/tracking/pixels-view";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/myaffil/admin/pixels/{identifiant}/{nom_campagne}");

const decode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** The pixel and postback an advertiser installs for one campaign (identifiant: its tracking id). */
export default async function PixelsPage({ params }: { params: Promise<{ identifiant: string; nom_campagne: string }> }) {
  const { identifiant } = await params;
  return <PixelsView identifiant={decode(identifiant)} />;
}
