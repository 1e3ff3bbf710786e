"use client";

import { useQuery } from "@apollo/client/react";
import { useTranslations } from "next-intl";
import type { Dispatch, SetStateAction } from "react";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import type { ResultOf } from "@/lib/graphql/market";
import {
  CriteriaEditor,
  checkCriteria,
  criteriaFromDraft,
  draftFromCriteria,
} from "@/features/market/filters/ui/criteria-editor";
import { STOCK_PREVIEW, type ORDER_WIZARD } from "../operations";
import type { Draft } from "./draft";

type Wizard = ResultOf<typeof ORDER_WIZARD>["marketOrderWizard"];

/** Targeting: a saved filter of the category or criteria by hand, with the matching stock counted live. */
export function FiltersStep({
  category,
  savedFilters,
  draft,
  setDraft,
  errors,
}: {
  category: Wizard["categories"][number];
  savedFilters: Wizard["filters"];
  draft: Draft;
  setDraft: Dispatch<SetStateAction<Draft>>;
  errors: Record<string, string>;
}) {
  const t = useTranslations("marketOrders.wizard");
  const td = useTranslations("data");
  const preview = useQuery(STOCK_PREVIEW, {
    variables: {
      categoryId: category.id,
      criteria: criteriaFromDraft(draft.criteria),
      saleType: draft.saleType,
    },
    skip: !checkCriteria(draft.criteria).success,
    fetchPolicy: "cache-and-network",
  });
  return (
    <div className="flex flex-col gap-4">
      {savedFilters.length > 0 && (
        <div className="flex flex-col gap-1 sm:max-w-md">
          <Label htmlFor="saved-filter">{t("savedFilter")}</Label>
          <Select
            id="saved-filter"
            value={draft.filterId ?? ""}
            onChange={(e) => {
              const id = e.target.value ? Number(e.target.value) : null;
              const f = savedFilters.find((x) => x.id === id);
              setDraft((d) => ({ ...d, filterId: id, criteria: f ? draftFromCriteria(f.criteria) : d.criteria }));
            }}
          >
            <option value="">{t("noSavedFilter")}</option>
            {savedFilters.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
          </Select>
        </div>
      )}
      <CriteriaEditor
        category={category}
        value={draft.criteria}
        onChange={(c) => setDraft((d) => ({ ...d, criteria: c }))}
        errors={errors}
      />
      <p className="text-sm" role="status" data-testid="stock-preview">
        {preview.loading && !preview.data
          ? td("loading")
          : t("preview", { count: preview.data?.marketStockPreview ?? 0 })}
      </p>
    </div>
  );
}
