import { notFound } from "next/navigation";
import { FilterForm } from "@/components/market/filters/filter-form";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/weedomarket/annonceur/editerfiltre/{id_filter}");

export default async function EditerFiltrePage({ params }: { params: Promise<{ id_filter: string }> }) {
  const { id_filter } = await params;
  if (!/^\d{1,9}$/.test(id_filter)) notFound();
  return <FilterForm key={id_filter} id={Number(id_filter)} />;
}
