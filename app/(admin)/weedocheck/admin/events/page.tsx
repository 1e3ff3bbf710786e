import { EventsScreen } from "@/features/check/verification/ui/events-screen";
import type { SearchParams } from "@/features/check/verification/ui/search-params";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/weedocheck/admin/events");

/** /weedocheck/admin/events (its screen is shared by the three check layouts). */
export default async function EventsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <EventsScreen base="/weedocheck/admin" admin={true} searchParams={await searchParams} />;
}
