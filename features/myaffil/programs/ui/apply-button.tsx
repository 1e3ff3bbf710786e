"use client";

import { ApplyDialog } from "@/features/myaffil/applications/ui/apply-dialog";

/** The publisher's "Postuler": the application dialog (support and message) of the applications screens. */
export function ApplyButton({
  programId,
  programName,
  onApplied,
}: {
  programId: number;
  programName: string;
  onApplied?: () => void;
}) {
  return <ApplyDialog programId={programId} programName={programName} onApplied={onApplied} />;
}
