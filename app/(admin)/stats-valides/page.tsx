import { redirect } from "next/navigation";

/** /stats-valides opens the MyAffil month (spec: "stats-valides (redirects to myaffil, plus mycoreg)"). */
export default function ValidatedStatsIndex() {
  redirect("/stats-valides/stats-valides-myaffil");
}
