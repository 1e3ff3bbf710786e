"use client";

import type { ApolloCache } from "@apollo/client";
import { useMutation, useQuery } from "@apollo/client/react";
import { evictRootFields } from "@/components/market/server-first/evict";
import { FILTER_LIST_FIELDS } from "./variables";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { Loader2, SearchX } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { Card, CardBody } from "@/components/ui/card";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PageHeader } from "@/components/ui/page-header";
import { Select } from "@/components/ui/select";
import { filterSchema } from "@/lib/validation/filter";
import { STOCK_PREVIEW } from "@/features/market/orders/ui/operations";
import { useOrderError } from "@/features/market/orders/ui/use-order-error";
import {
  CriteriaEditor,
  checkCriteria,
  criteriaFromDraft,
  criteriaRecord,
  draftFromCriteria,
  emptyCriteria,
  type CriteriaDraft,
} from "./criteria-editor";
import { CREATE_FILTER, FILTER_FORM, ONE_FILTER, UPDATE_FILTER } from "./operations";

/** creefiltre and editerfiltre/{id_filter}: name, category, criteria, and how much stock matches now. */
export function FilterForm({ id }: { id?: number }) {
  const t = useTranslations("marketOrders.filters");
  const te = useTranslations("marketOrders.errors");
  const td = useTranslations("data");
  const router = useRouter();
  const { explain, fields } = useOrderError();
  const cats = useQuery(FILTER_FORM, { fetchPolicy: "cache-and-network" });
  const existing = useQuery(ONE_FILTER, { variables: { id: id ?? 0 }, skip: id == null, fetchPolicy: "network-only" });
  const [create] = useMutation(CREATE_FILTER, {
    update: (cache: ApolloCache) => evictRootFields(cache, ...FILTER_LIST_FIELDS),
  });
  const [update] = useMutation(UPDATE_FILTER, {
    update: (cache: ApolloCache) => evictRootFields(cache, ...FILTER_LIST_FIELDS),
  });
  const [name, setName] = useState("");
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [criteria, setCriteria] = useState<CriteriaDraft>(emptyCriteria);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [loaded, setLoaded] = useState(false);

  // Editing: the filter's values fill the form once, as soon as they arrive (set while rendering, not in an effect).
  const filter = existing.data?.marketSavedFilter;
  if (filter && !loaded) {
    setName(filter.name);
    setCategoryId(filter.categoryId);
    setCriteria(draftFromCriteria(filter.criteria));
    setLoaded(true);
  }

  const categories = cats.data?.orderCategories ?? [];
  const category = categories.find((c) => c.id === categoryId) ?? null;
  const input = { name, categoryId: categoryId ?? 0, criteria: criteriaFromDraft(criteria) };
  const parsed = filterSchema.safeParse({ ...input, criteria: criteriaRecord(input.criteria) });
  const preview = useQuery(STOCK_PREVIEW, {
    variables: { categoryId: categoryId ?? 0, criteria: input.criteria },
    skip: categoryId == null || !checkCriteria(criteria).success,
    fetchPolicy: "cache-and-network",
  });

  if (
    id != null &&
    CombinedGraphQLErrors.is(existing.error) &&
    existing.error.errors[0]?.extensions?.code === "NOT_FOUND"
  )
    return <EmptyState icon={SearchX} title={t("notFoundTitle")} text={t("notFoundText")} />;
  if ((cats.error && !cats.data) || (existing.error && !existing.data))
    return (
      <ErrorState title={t("errorTitle")} text={explain(cats.error ?? existing.error)}>
        <Button variant="outline" onClick={() => void (cats.error ? cats.refetch() : existing.refetch())}>
          {td("retry")}
        </Button>
      </ErrorState>
    );

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((i) => [
            String([...i.path].reverse().find((p) => typeof p === "string")),
            te(i.message as never),
          ]),
        ),
      );
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      if (id != null) await update({ variables: { id, input } });
      else await create({ variables: { input } });
      toast.success(id != null ? t("updated") : t("created"));
      router.push("/weedomarket/annonceur/mesfiltres");
    } catch (err) {
      setErrors(fields(err));
      toast.error(explain(err));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={id != null ? t("editTitle") : t("createTitle")} description={t("formDescription")} />
      <Card>
        <CardBody>
          <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-busy={saving}>
            <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
              <div className="flex flex-col gap-1">
                <Label htmlFor="filter-name">{t("name")} *</Label>
                <Input
                  id="filter-name"
                  value={name}
                  onChange={(e) => setName(e.target.value)}
                  aria-invalid={!!errors.name}
                  aria-describedby="err-filter-name"
                  maxLength={80}
                />
                <FieldError id="err-filter-name" message={errors.name} />
              </div>
              <div className="flex flex-col gap-1">
                <Label htmlFor="filter-category">{t("category")} *</Label>
                <Select
                  id="filter-category"
                  value={categoryId ?? ""}
                  onChange={(e) => {
                    setCategoryId(e.target.value ? Number(e.target.value) : null);
                    setCriteria((c) => ({ ...c, fields: {} }));
                  }}
                  aria-invalid={!!errors.categoryId}
                  aria-describedby="err-filter-category"
                >
                  <option value="">{t("chooseCategory")}</option>
                  {categories.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </Select>
                <FieldError id="err-filter-category" message={errors.categoryId} />
              </div>
            </div>
            {category ? (
              <>
                <CriteriaEditor category={category} value={criteria} onChange={setCriteria} errors={errors} />
                <p
                  role="status"
                  className="rounded-md bg-zinc-100 p-3 text-sm dark:bg-zinc-900"
                  data-testid="filter-preview"
                >
                  {preview.loading && !preview.data
                    ? td("loading")
                    : t("preview", { count: preview.data?.marketStockPreview ?? 0 })}
                </p>
              </>
            ) : (
              <p className="text-sm text-zinc-600 dark:text-zinc-400">
                {cats.loading ? td("loading") : t("categoryFirst")}
              </p>
            )}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" onClick={() => router.push("/weedomarket/annonceur/mesfiltres")}>
                {t("cancel")}
              </Button>
              <Button type="submit" disabled={saving}>
                {saving && <Loader2 className="size-4 animate-spin" aria-hidden />}
                {id != null ? t("save") : t("create")}
              </Button>
            </div>
          </form>
        </CardBody>
      </Card>
    </div>
  );
}
