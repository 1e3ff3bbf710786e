"use client";

import { skipToken, useSuspenseQuery } from "@apollo/client/react";
import { SearchX } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useTransition } from "react";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { CategoryForm } from "./category-form";
import { useCatalogError } from "./errors";
import { CATEGORY } from "./operations";

/**
 * editCategorie/{categorie_id}: the category's form; an unknown id says so. The page preloads the
 * category on the server, so the first HTML holds the filled form.
 */
export function EditCategory({ id }: { id: number }) {
  const t = useTranslations("marketCatalog.form");
  const td = useTranslations("data");
  const explain = useCatalogError();
  const [, startTransition] = useTransition();
  const { data, error, refetch } = useSuspenseQuery(
    CATEGORY,
    id > 0 ? { variables: { id }, errorPolicy: "all" } : skipToken,
  );
  if (error && !data) {
    return (
      <ErrorState title={t("loadError")} text={explain(error)}>
        <Button variant="outline" onClick={() => startTransition(() => void refetch())}>
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
