"use client";

import type { ApolloCache } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { evictRootFields } from "@/components/market/server-first/evict";
import { CATEGORY_LIST_FIELDS } from "./variables";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useFieldArray, useForm, type FieldErrors, type Resolver } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { CATEGORY_FIELD_TYPES, categoryInput } from "@/lib/validation/category";
import { CATEGORY_ICONS, CategoryIcon } from "./category-icon";
import { useCatalogError, useFieldMessage } from "./errors";
import { CREATE_CATEGORY, UPDATE_CATEGORY, type Category, type CategoryInput } from "./operations";
import type { CategoryFieldType } from "@/lib/domain/states";

interface FieldRow {
  key: string;
  label: string;
  type: CategoryFieldType;
  /** One option per line (select fields). */
  optionsText: string;
  required: boolean;
}

export interface CategoryFormValues {
  name: string;
  icon: string;
  description: string;
  active: boolean;
  /** Euros, as typed. */
  exclusive: string;
  duo: string;
  trio: string;
  fields: FieldRow[];
}

const euros = (cents: number) => (cents / 100).toFixed(2).replace(/\.00$/, "");
const cents = (text: string) => {
  const s = text.trim().replace(",", ".");
  return /^\d+(\.\d{1,2})?$/.test(s) ? Math.round(Number(s) * 100) : NaN;
};

export function toInput(v: CategoryFormValues): CategoryInput {
  return {
    name: v.name,
    icon: v.icon,
    description: v.description,
    active: v.active,
    priceExclusiveCents: cents(v.exclusive),
    priceDuoCents: cents(v.duo),
    priceTrioCents: cents(v.trio),
    fields: v.fields.map((f) => ({
      key: f.key.trim(),
      label: f.label,
      type: f.type,
      required: f.required,
      options:
        f.type === "select"
          ? f.optionsText
              .split("\n")
              .map((o) => o.trim())
              .filter(Boolean)
          : [],
    })),
  };
}

const FORM_PATH: Record<string, string> = {
  priceExclusiveCents: "exclusive",
  priceDuoCents: "duo",
  priceTrioCents: "trio",
};

/** Validates with the resolver's own schema (lib/validation/category.ts), errors placed on the form's inputs. */
const resolver: Resolver<CategoryFormValues> = async (values) => {
  const r = categoryInput.safeParse(toInput(values));
  if (r.success) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of r.error.issues) {
    const path = issue.path.map(String);
    if (path[0] && FORM_PATH[path[0]]) path[0] = FORM_PATH[path[0]]!;
    if (path[0] === "fields" && path[2] === "options") path[2] = "optionsText";
    let node: Record<string, unknown> = errors;
    path.forEach((p, i) => {
      if (i === path.length - 1) {
        node[p] ??= { type: "zod", message: issue.message };
      } else {
        node[p] ??= /^\d+$/.test(path[i + 1]!) ? [] : {};
        node = node[p] as Record<string, unknown>;
      }
    });
  }
  return { values: {}, errors: errors as FieldErrors<CategoryFormValues> };
};

export function defaultsOf(c?: Category | null): CategoryFormValues {
  if (!c) return { name: "", icon: "tag", description: "", active: true, exclusive: "", duo: "", trio: "", fields: [] };
  return {
    name: c.name,
    icon: c.icon,
    description: c.description,
    active: c.active,
    exclusive: euros(c.priceExclusiveCents),
    duo: euros(c.priceDuoCents),
    trio: euros(c.priceTrioCents),
    fields: c.fields.map((f) => ({
      key: f.key,
      label: f.label,
      type: f.type,
      optionsText: f.options.join("\n"),
      required: f.required,
    })),
  };
}

/** creeCategorie / editCategorie: identity, prices per sale type and the category's own lead fields. */
export function CategoryForm({ category }: { category?: Category | null }) {
  const t = useTranslations("marketCatalog.form");
  const msg = useFieldMessage();
  const explain = useCatalogError();
  const router = useRouter();
  const form = useForm<CategoryFormValues>({ resolver, defaultValues: defaultsOf(category) });
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: "fields" });
  // A new or changed category shows in the catalogue and other screens' options: drop their cached lists.
  const listChange = { update: (cache: ApolloCache) => evictRootFields(cache, ...CATEGORY_LIST_FIELDS) } as const;
  const [create] = useMutation(CREATE_CATEGORY, listChange);
  const [update] = useMutation(UPDATE_CATEGORY, listChange);
  const errors = form.formState.errors;
  const icon = form.watch("icon");
  const types = form.watch("fields");

  const submit = form.handleSubmit(async (v) => {
    try {
      if (category) {
        const r = await update({ variables: { id: category.id, input: toInput(v) } });
        toast.success(t("saved", { name: v.name }));
        if (r.data) form.reset(defaultsOf(r.data.updateMarketCategory));
      } else {
        await create({ variables: { input: toInput(v) } });
        toast.success(t("created", { name: v.name }));
        router.push("/weedomarket/admin/categories");
      }
    } catch (e) {
      toast.error(explain(e));
    }
  });

  const text = (
    id: string,
    name: "name" | "exclusive" | "duo" | "trio",
    label: string,
    props: Record<string, string> = {},
  ) => (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>{label} *</Label>
      <Input
        id={id}
        {...form.register(name)}
        aria-invalid={!!errors[name]}
        aria-describedby={`${id}-error`}
        {...props}
      />
      <FieldError id={`${id}-error`} message={msg(errors[name]?.message)} />
    </div>
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-6"
      aria-label={category ? t("editTitle") : t("createTitle")}
    >
      <Card>
        <CardHeader title={t("identity")} />
        <CardBody className="grid gap-4 sm:grid-cols-2">
          {text("category-name", "name", t("name"))}
          <div className="flex flex-col gap-1">
            <Label htmlFor="category-icon">{t("icon")}</Label>
            <div className="flex items-center gap-2">
              <CategoryIcon name={icon} className="size-5 shrink-0 text-emerald-600" />
              <Select id="category-icon" {...form.register("icon")} aria-invalid={!!errors.icon}>
                {Object.keys(CATEGORY_ICONS).map((k) => (
                  <option key={k} value={k}>
                    {k}
                  </option>
                ))}
              </Select>
            </div>
            <FieldError id="category-icon-error" message={msg(errors.icon?.message)} />
          </div>
          <div className="flex flex-col gap-1 sm:col-span-2">
            <Label htmlFor="category-description">{t("description")}</Label>
            <Textarea
              id="category-description"
              rows={3}
              {...form.register("description")}
              aria-describedby="category-description-error"
            />
            <FieldError id="category-description-error" message={msg(errors.description?.message)} />
          </div>
          <label className="flex items-center gap-2 text-sm sm:col-span-2">
            <input type="checkbox" className="size-4 accent-emerald-700" {...form.register("active")} />
            {t("active")}
          </label>
        </CardBody>
      </Card>

      <Card>
        <CardHeader title={t("prices")} description={t("pricesHelp")} />
        <CardBody className="grid gap-4 sm:grid-cols-3">
          {text("price-exclusive", "exclusive", t("exclusive"), { inputMode: "decimal" })}
          {text("price-duo", "duo", t("duo"), { inputMode: "decimal" })}
          {text("price-trio", "trio", t("trio"), { inputMode: "decimal" })}
        </CardBody>
      </Card>

      <Card>
        <CardHeader
          title={t("fields")}
          description={t("fieldsHelp")}
          actions={
            <Button
              type="button"
              variant="outline"
              onClick={() => append({ key: "", label: "", type: "text", optionsText: "", required: false })}
            >
              <Plus aria-hidden className="size-4" />
              {t("addField")}
            </Button>
          }
        />
        <CardBody className="flex flex-col gap-4">
          {fields.length === 0 && <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("noFields")}</p>}
          {typeof errors.fields?.message === "string" && (
            <FieldError id="fields-error" message={msg(errors.fields.message)} />
          )}
          {fields.map((f, i) => {
            const fe = errors.fields?.[i];
            const id = (s: string) => `field-${i}-${s}`;
            return (
              <fieldset
                key={f.id}
                className="grid gap-3 rounded-lg border border-zinc-200 p-3 sm:grid-cols-2 lg:grid-cols-4 dark:border-zinc-800"
                data-testid={`category-field-${i}`}
              >
                <legend className="px-1 text-sm font-medium">{t("fieldN", { n: i + 1 })}</legend>
                <div className="flex flex-col gap-1">
                  <Label htmlFor={id("key")}>{t("fieldKey")} *</Label>
                  <Input
                    id={id("key")}
                    {...form.register(`fields.${i}.key`)}
                    aria-invalid={!!fe?.key}
                    aria-describedby={id("key-error")}
                    placeholder="type_logement"
                  />
                  <FieldError id={id("key-error")} message={msg(fe?.key?.message)} />
                </div>
                <div className="flex flex-col gap-1">
                  <Label htmlFor={id("label")}>{t("fieldLabel")} *</Label>
                  <Input
                    id={id("label")}
                    {...form.register(`fields.${i}.label`)}
                    aria-invalid={!!fe?.label}
                    aria-describedby={id("label-error")}
                  />
                  <FieldError id={id("label-error")} message={msg(fe?.label?.message)} />
                </div>
                <div className="flex flex-col gap-1">
                  <Label htmlFor={id("type")}>{t("fieldType")}</Label>
                  <Select id={id("type")} {...form.register(`fields.${i}.type`)}>
                    {CATEGORY_FIELD_TYPES.map((ty) => (
                      <option key={ty} value={ty}>
                        {t(`types.${ty}`)}
                      </option>
                    ))}
                  </Select>
                </div>
                <div className="flex flex-col justify-between gap-2">
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4 accent-emerald-700"
                      {...form.register(`fields.${i}.required`)}
                    />
                    {t("fieldRequired")}
                  </label>
                  <div className="flex gap-1">
                    <Button
                      type="button"
                      variant="ghost"
                      className="h-8 px-2"
                      disabled={i === 0}
                      onClick={() => move(i, i - 1)}
                      aria-label={t("moveUp", { n: i + 1 })}
                    >
                      <ArrowUp aria-hidden className="size-4" />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      className="h-8 px-2"
                      disabled={i === fields.length - 1}
                      onClick={() => move(i, i + 1)}
                      aria-label={t("moveDown", { n: i + 1 })}
                    >
                      <ArrowDown aria-hidden className="size-4" />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      className="h-8 px-2 text-red-700 dark:text-red-400"
                      onClick={() => remove(i)}
                      aria-label={t("removeField", { n: i + 1 })}
                    >
                      <Trash2 aria-hidden className="size-4" />
                    </Button>
                  </div>
                </div>
                {types[i]?.type === "select" && (
                  <div className="flex flex-col gap-1 sm:col-span-2 lg:col-span-4">
                    <Label htmlFor={id("options")}>{t("fieldOptions")} *</Label>
                    <Textarea
                      id={id("options")}
                      rows={3}
                      {...form.register(`fields.${i}.optionsText`)}
                      aria-invalid={!!fe?.optionsText}
                      aria-describedby={id("options-error")}
                      placeholder={t("fieldOptionsPlaceholder")}
                    />
                    <FieldError id={id("options-error")} message={msg(fe?.optionsText?.message)} />
                  </div>
                )}
              </fieldset>
            );
          })}
        </CardBody>
      </Card>

      <div className="flex flex-wrap justify-end gap-2">
        <Button asChild variant="outline">
          <Link href="/weedomarket/admin/categories">{t("cancel")}</Link>
        </Button>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {category ? t("save") : t("create")}
        </Button>
      </div>
    </form>
  );
}
