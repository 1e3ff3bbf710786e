"use client";

import { useQuery } from "@apollo/client/react";
import { SearchX } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { CategoryForm } from "./category-form";
import { useCatalogError } from "./errors";
import { CATEGORY } from "./operations";

/** editCategorie/{categorie_id}: loads the category, then its form; an unknown id says so. */
export function EditCategory({ id }: { id: number }) {
  const t = useTranslations("marketCatalog.form");
  const td = useTranslations("data");
  const explain = useCatalogError();
  const { data, loading, error, refetch } = useQuery(CATEGORY, { variables: { id }, fetchPolicy: "network-only", skip: !(id > 0) });
  if (id > 0 && loading && !data) {
    return (
      <div role="status" aria-busy="true" className="h-96 w-full animate-pulse rounded-xl bg-zinc-200 dark:bg-zinc-800">
        <span className="sr-only">{td("loading")}</span>
      </div>
    );
  }
  if (error && !data) {
    return (
      <ErrorState title={t("loadError")} text={explain(error)}>
        <Button variant="outline" onClick={() => void refetch()}>
          {td("retry")}
        </Button>
      </ErrorState>
    );
  }
  const category = data?.marketCategory;
  if (!category) {
    return (
      <EmptyState icon={SearchX} title={t("notFound")} testId="category-not-found">
        <Button asChild variant="outline">
          <Link href="/weedomarket/admin/categories">{t("backToList")}</Link>
        </Button>
      </EmptyState>
    );
  }
  return <CategoryForm key={category.id} category={category} />;
}
