import "server-only";
import { Suspense } from "react";
import { PreloadQuery } from "@/lib/apollo/server";
import { LoadingBlock } from "./loading-block";
import { TRACKING_PIXELS } from "./operations";
import { PixelsView } from "./pixels-view";

/** One campaign's pixels rendered with the campaign (read by its tracking id). */
export function PixelsScreen({ identifiant }: { identifiant: string }) {
  return (
    <PreloadQuery query={TRACKING_PIXELS} variables={{ id: identifiant }} errorPolicy="all">
      <Suspense fallback={<LoadingBlock />}>
        <PixelsView identifiant={identifiant} />
      </Suspense>
    </PreloadQuery>
  );
}
