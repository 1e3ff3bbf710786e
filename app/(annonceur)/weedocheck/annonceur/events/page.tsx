import { EventsScreen } from "@/features/check/verification/ui/events-screen";
import type { SearchParams } from "@/features/check/verification/ui/search-params";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/weedocheck/annonceur/events");

/** /weedocheck/annonceur/events (its screen is shared by the three check layouts). */
export default async function EventsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <EventsScreen base="/weedocheck/annonceur" admin={false} searchParams={await searchParams} />;
}
