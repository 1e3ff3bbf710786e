"use client";

import { ProgramVisuals } from "@/features/myaffil/creatives/ui/visuals/program-visuals";

/** The program's visuals, grouped by campaign (editable by its managers). */
export function ProgramVisualsSlot({ programId, canEdit }: { programId: number; canEdit: boolean }) {
  return <ProgramVisuals programId={programId} canEdit={canEdit} />;
}
