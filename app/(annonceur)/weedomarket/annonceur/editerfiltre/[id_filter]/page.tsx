import { notFound } from "next/navigation";
import { FilterForm } from "@/features/market/filters/ui/filter-form";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedomarket/annonceur/editerfiltre/{id_filter}");

async function EditerFiltrePage({ params }: { params: Promise<{ id_filter: string }> }) {
  const { id_filter } = await params;
  if (!/^\d{1,9}$/.test(id_filter)) notFound();
  return <FilterForm key={id_filter} id={Number(id_filter)} />;
}

export default withClientMessages("(annonceur)/weedomarket/annonceur/editerfiltre/[id_filter]", EditerFiltrePage);
