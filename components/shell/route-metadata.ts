import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { findRoute } from "@/lib/access/routes";

/**
 * `export const generateMetadata = routeMetadata("/myaffil/admin/prgramslist")` gives a page its
 * registry title on the server render (the root layout's template adds the brand).
 */
export function routeMetadata(pathname: string): () => Promise<Metadata> {
  return async () => {
    const route = findRoute(pathname);
    if (!route) return {};
    const t = await getTranslations("routes");
    return { title: t(route.title) };
  };
}
