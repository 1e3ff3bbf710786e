import "server-only";
import { Suspense } from "react";
import { PreloadQuery } from "@/lib/apollo/server";
import { LoadingBlock } from "./loading-block";
import { ManivoxTagsView } from "./manivox-tags-view";
import { MANIVOX_TAGS } from "./operations";

/** The Manivox tags rendered with their rows and counts. */
export function ManivoxTagsScreen() {
  return (
    <PreloadQuery query={MANIVOX_TAGS} errorPolicy="all">
      <Suspense fallback={<LoadingBlock />}>
        <ManivoxTagsView />
      </Suspense>
    </PreloadQuery>
  );
}
