"use client";

import dynamic from "next/dynamic";
import { ProgramsList } from "./programs-list";

// The application dialog (and its form libraries) loads with the first row that offers it.
const ApplyButton = dynamic(() => import("./apply-button").then((m) => m.ApplyButton));

/** The publisher's prgramslist: the shared list, with an "apply" button on the rows it may apply to. */
export function PublisherProgramsList() {
  return <ProgramsList area="editeur" applyAction={ApplyButton} />;
}
