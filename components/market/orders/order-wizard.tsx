"use client";

import type { ApolloCache } from "@apollo/client";
import { skipToken, useMutation, useQuery, useSuspenseQuery } from "@apollo/client/react";
import { AlertTriangle, CheckCircle2, Loader2, SearchX } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { formatMoney, formatNumber } from "@/components/data/format";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { WizardActions, WizardSteps } from "@/components/forms/wizard";
import { Button } from "@/components/ui/button";
import { Card, CardBody } from "@/components/ui/card";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { cn } from "@/lib/utils/cn";
import {
  orderCategorySchema,
  orderDeliverySchema,
  orderSaleTypeSchema,
  orderScheduleSchema,
} from "@/lib/validation/order";
import type { z } from "zod";
import {
  CriteriaEditor,
  checkCriteria,
  emptyCriteria,
  type CriteriaDraft,
  draftFromCriteria,
  criteriaFromDraft,
} from "../filters/criteria-editor";
import {
  CREATE_ORDER,
  ORDER_DETAIL,
  ORDER_QUOTE,
  ORDER_WIZARD,
  STOCK_PREVIEW,
  UPDATE_ORDER,
  priceOf,
  type DeliveryMode,
  type MarketOrder,
  type SaleType,
} from "./operations";
import { useCriteriaText, useScheduleText } from "./order-bits";
import { useOrderError } from "./use-order-error";
import { ISO_WEEKDAYS } from "./weekdays";
import { evictRootFields } from "@/components/market/server-first/evict";
import { ORDER_LIST_FIELDS } from "./variables";

const STEPS = ["category", "saleType", "filters", "schedule", "delivery", "summary"] as const;
const SALE_TYPES: SaleType[] = ["exclusive", "duo", "trio"];

interface Draft {
  categoryId: number | null;
  saleType: SaleType | null;
  filterId: number | null;
  criteria: CriteriaDraft;
  totalVolume: string;
  dailyCap: string;
  days: number[];
  hourFrom: number;
  hourTo: number;
  delivery: DeliveryMode | null;
  promoCode: string;
}

const initialDraft = (): Draft => ({
  categoryId: null,
  saleType: null,
  filterId: null,
  criteria: emptyCriteria(),
  totalVolume: "100",
  dailyCap: "",
  days: [1, 2, 3, 4, 5],
  hourFrom: 8,
  hourTo: 20,
  delivery: null,
  promoCode: "",
});

const draftFromOrder = (o: MarketOrder): Draft => ({
  categoryId: o.categoryId,
  saleType: o.saleType,
  filterId: o.filterId,
  criteria: draftFromCriteria(o.criteria),
  totalVolume: String(o.totalVolume),
  dailyCap: o.dailyCap == null ? "" : String(o.dailyCap),
  days: o.days,
  hourFrom: o.hourFrom,
  hourTo: o.hourTo,
  delivery: o.delivery,
  promoCode: o.promoCode ?? "",
});

const toInt = (s: string): number => (s.trim() === "" ? Number.NaN : Number(s));
const issuesOf = (r: z.ZodSafeParseResult<unknown>): Record<string, string> =>
  r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));

/**
 * creeCommande/{commande_id?} and Commandes/edit/{commande_id}: category → sale type → filters →
 * volume and schedule → delivery → summary (price, promo code, balance) → confirm. Each step is
 * checked with the same zod schemas as the API before the next one opens.
 */
export function OrderWizard({
  orderId,
  area,
  clientId,
}: {
  orderId?: number;
  area: "annonceur" | "admin";
  /** An administrator ordering for this marketplace client. */ clientId?: number;
}) {
  const t = useTranslations("marketOrders.wizard");
  const te = useTranslations("marketOrders.errors");
  const tt = useTranslations("marketOrders.saleTypes");
  const tdl = useTranslations("marketOrders.delivery");
  const tw = useTranslations("marketOrders.weekdays");
  const tp = useTranslations("marketOrders.promo");
  const td = useTranslations("data");
  const locale = useLocale();
  const router = useRouter();
  const { explain, fields: fieldsOf } = useOrderError();
  const scheduleText = useScheduleText();
  const criteriaText = useCriteriaText();

  // Editing: the edit pages preload the order on the server, so the first render already holds its values.
  const existing = useSuspenseQuery(
    ORDER_DETAIL,
    orderId == null ? skipToken : { variables: { id: orderId }, errorPolicy: "all" },
  );
  const order = existing.data?.marketOrder.order ?? null;
  const ownerId = area === "admin" ? (order?.userId ?? clientId ?? null) : null;
  const wizard = useQuery(ORDER_WIZARD, {
    variables: { userId: ownerId },
    skip: orderId != null && !order,
    fetchPolicy: "cache-and-network",
  });
  // A new or changed order belongs in (or moves between) the order lists: drop their cached variants.
  const listChange = { update: (cache: ApolloCache) => evictRootFields(cache, ...ORDER_LIST_FIELDS) };
  const [create] = useMutation(CREATE_ORDER, listChange);
  const [update] = useMutation(UPDATE_ORDER, listChange);

  const [draft, setDraft] = useState<Draft>(() => (order ? draftFromOrder(order) : initialDraft()));
  const [loadedFrom, setLoadedFrom] = useState<number | null>(order?.id ?? null);
  const [step, setStep] = useState(0);
  const [visited, setVisited] = useState<Set<number>>(() => new Set(order ? STEPS.map((_, i) => i) : [0]));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<null | "saving">(null);
  const [failure, setFailure] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Editing an order that arrives after the first render: its values, once, and every step open
  // (adjusted while rendering, not in an effect).
  if (order && loadedFrom !== order.id) {
    setDraft(draftFromOrder(order));
    setLoadedFrom(order.id);
    setVisited(new Set(STEPS.map((_, i) => i)));
  }

  const data = wizard.data?.marketOrderWizard;
  const category = data?.categories.find((c) => c.id === draft.categoryId) ?? null;
  const retypeLocked = !!order && order.delivered > 0;
  const editing = !!order;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const preview = useQuery(STOCK_PREVIEW, {
    variables: {
      categoryId: draft.categoryId ?? 0,
      criteria: criteriaFromDraft(draft.criteria),
      saleType: draft.saleType,
    },
    skip: draft.categoryId == null || step !== 2 || !checkCriteria(draft.criteria).success,
    fetchPolicy: "cache-and-network",
  });

  const volume = toInt(draft.totalVolume);
  // The summary prices the order as it stands; a promo code counts once the user checks it.
  const [checkedPromo, setCheckedPromo] = useState<string | null>(null);
  const quoteState = useQuery(ORDER_QUOTE, {
    variables: {
      input: {
        categoryId: draft.categoryId ?? 0,
        saleType: draft.saleType ?? "",
        totalVolume: volume,
        promoCode: editing ? null : checkedPromo,
      },
      userId: ownerId,
    },
    skip: step !== STEPS.length - 1 || !draft.categoryId || !draft.saleType || !(volume > 0),
    fetchPolicy: "network-only",
  });
  const runQuote = (promoCode: string | null) => {
    if (promoCode === checkedPromo) void quoteState.refetch();
    else setCheckedPromo(promoCode);
  };

  function check(i: number): Record<string, string> {
    const tr = (e: Record<string, string>) =>
      Object.fromEntries(Object.entries(e).map(([k, v]) => [k, te(v as never)]));
    switch (STEPS[i]) {
      case "category":
        return tr(issuesOf(orderCategorySchema.safeParse({ categoryId: draft.categoryId ?? undefined })));
      case "saleType":
        return tr(issuesOf(orderSaleTypeSchema.safeParse({ saleType: draft.saleType ?? undefined })));
      case "filters": {
        const r = checkCriteria(draft.criteria);
        return tr(Object.fromEntries(Object.entries(issuesOf(r)).map(([k, v]) => [k.split(".")[0]!, v])));
      }
      case "schedule":
        return tr(
          issuesOf(
            orderScheduleSchema.safeParse({
              totalVolume: toInt(draft.totalVolume),
              dailyCap: draft.dailyCap.trim() === "" ? null : toInt(draft.dailyCap),
              days: draft.days,
              hourFrom: draft.hourFrom,
              hourTo: draft.hourTo,
            }),
          ),
        );
      case "delivery":
        return tr(issuesOf(orderDeliverySchema.safeParse({ delivery: draft.delivery ?? undefined })));
      default:
        return {};
    }
  }

  function goTo(target: number) {
    if (target < 0 || target >= STEPS.length || busy) return;
    if (target > step) {
      for (let i = step; i < target; i++) {
        const e = check(i);
        if (Object.keys(e).length) {
          setErrors(e);
          setStep(i);
          return;
        }
      }
    }
    setErrors({});
    setFailure(null);
    setStep(target);
    setVisited((v) => new Set([...v, target]));
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  async function finish() {
    for (let i = 0; i < STEPS.length - 1; i++) {
      const e = check(i);
      if (Object.keys(e).length) {
        setErrors(e);
        setStep(i);
        return;
      }
    }
    const input = {
      categoryId: draft.categoryId!,
      saleType: draft.saleType!,
      filterId: draft.filterId,
      criteria: criteriaFromDraft(draft.criteria),
      totalVolume: toInt(draft.totalVolume),
      dailyCap: draft.dailyCap.trim() === "" ? null : toInt(draft.dailyCap),
      days: draft.days,
      hourFrom: draft.hourFrom,
      hourTo: draft.hourTo,
      delivery: draft.delivery!,
    };
    setBusy("saving");
    setFailure(null);
    try {
      if (order) {
        await update({ variables: { id: order.id, input } });
        toast.success(t("updated"));
        router.push(
          area === "admin" ? `/weedomarket/admin/Commandes/${order.id}` : "/weedomarket/annonceur/mesCommandes",
        );
      } else {
        const r = await create({
          variables: { input: { ...input, promoCode: draft.promoCode.trim() || null }, userId: ownerId },
        });
        const created = r.data?.createMarketOrder;
        toast.success(t("created"), {
          description: created ? t("createdDetail", { id: created.id, count: created.distributed }) : undefined,
        });
        router.push(
          area === "admin" && created
            ? `/weedomarket/admin/Commandes/${created.id}`
            : "/weedomarket/annonceur/mesCommandes",
        );
      }
    } catch (e) {
      const f = fieldsOf(e);
      setErrors(f);
      setFailure(explain(e));
      toast.error(explain(e));
    } finally {
      setBusy(null);
    }
  }

  if ((existing.error && !existing.data) || (wizard.error && !wizard.data)) {
    return (
      <ErrorState title={t("errorTitle")} text={explain(existing.error ?? wizard.error)}>
        <Button variant="outline" onClick={() => void (existing.error ? existing.refetch() : wizard.refetch())}>
          {td("retry")}
        </Button>
      </ErrorState>
    );
  }
  if (orderId != null && existing.data && order?.state === "cancelled") {
    return <EmptyState icon={SearchX} title={t("cancelledTitle")} text={t("cancelledText")} />;
  }
  if (!data) {
    return (
      <p className="flex items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400" role="status">
        <Loader2 className="size-4 animate-spin" aria-hidden /> {td("loading")}
      </p>
    );
  }
  if (!data.categories.length)
    return <EmptyState icon={SearchX} title={t("noCategoryTitle")} text={t("noCategoryText")} />;

  const q = quoteState.data?.marketOrderQuote ?? quoteState.previousData?.marketOrderQuote;
  const isLast = step === STEPS.length - 1;
  const filtersOfCategory = data.filters.filter((f) => f.categoryId === draft.categoryId);

  return (
    <form
      noValidate
      aria-busy={!!busy}
      className="flex flex-col gap-6"
      onSubmit={(e) => {
        e.preventDefault();
        if (isLast) void finish();
        else goTo(step + 1);
      }}
    >
      {order && (
        <p className="rounded-md border border-sky-300 bg-sky-50 p-3 text-sm text-sky-900 dark:border-sky-900 dark:bg-sky-950 dark:text-sky-200">
          {t("editing", { id: order.id, client: order.clientName, delivered: order.delivered })}
        </p>
      )}
      <WizardSteps
        steps={STEPS.map((s) => t(`steps.${s}`))}
        current={step}
        visited={visited}
        onSelect={goTo}
        disabled={!!busy}
        labels={{ nav: t("stepsNav"), locked: t("stepLocked"), done: t("stepVisited"), current: t("stepCurrent") }}
      />
      <div className="flex flex-col gap-1">
        <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
          {t(`steps.${STEPS[step] ?? "category"}`)}
        </h2>
        <p className="text-xs text-zinc-600 dark:text-zinc-400">
          {t("stepOf", { current: step + 1, total: STEPS.length })} · {t(`help.${STEPS[step] ?? "category"}`)}
        </p>
      </div>

      {STEPS[step] === "category" && (
        <fieldset className="flex flex-col gap-2" aria-describedby={errors.categoryId ? "err-category" : undefined}>
          <legend className="sr-only">{t("steps.category")}</legend>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {data.categories.map((c) => (
              <ChoiceCard
                key={c.id}
                name="category"
                checked={draft.categoryId === c.id}
                disabled={retypeLocked && c.id !== order?.categoryId}
                onChange={() =>
                  setDraft((d) => ({
                    ...d,
                    categoryId: c.id,
                    filterId: d.categoryId === c.id ? d.filterId : null,
                    criteria: d.categoryId === c.id ? d.criteria : emptyCriteria(),
                  }))
                }
                title={c.name}
                text={c.description}
                aside={t("fromPrice", {
                  price: formatMoney(locale, Math.min(c.priceExclusiveCents, c.priceDuoCents, c.priceTrioCents)),
                })}
              />
            ))}
          </div>
          {retypeLocked && <p className="text-xs text-zinc-600 dark:text-zinc-400">{te("lockedAfterDelivery")}</p>}
          <FieldError id="err-category" message={errors.categoryId} />
        </fieldset>
      )}

      {STEPS[step] === "saleType" && category && (
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">{t("steps.saleType")}</legend>
          <div className="grid grid-cols-1 gap-3 md:grid-cols-3">
            {SALE_TYPES.map((s) => (
              <ChoiceCard
                key={s}
                name="saleType"
                checked={draft.saleType === s}
                disabled={retypeLocked && s !== order?.saleType}
                onChange={() => set("saleType", s)}
                title={tt(s)}
                text={t(`saleTypeHelp.${s}`)}
                aside={t("perLead", { price: formatMoney(locale, priceOf(category, s)) })}
              />
            ))}
          </div>
          <FieldError id="err-saleType" message={errors.saleType} />
        </fieldset>
      )}

      {STEPS[step] === "filters" && category && (
        <div className="flex flex-col gap-4">
          {filtersOfCategory.length > 0 && (
            <div className="flex flex-col gap-1 sm:max-w-md">
              <Label htmlFor="saved-filter">{t("savedFilter")}</Label>
              <Select
                id="saved-filter"
                value={draft.filterId ?? ""}
                onChange={(e) => {
                  const id = e.target.value ? Number(e.target.value) : null;
                  const f = filtersOfCategory.find((x) => x.id === id);
                  setDraft((d) => ({ ...d, filterId: id, criteria: f ? draftFromCriteria(f.criteria) : d.criteria }));
                }}
              >
                <option value="">{t("noSavedFilter")}</option>
                {filtersOfCategory.map((f) => (
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
      )}

      {STEPS[step] === "schedule" && (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <div className="flex flex-col gap-1">
            <Label htmlFor="totalVolume">{t("totalVolume")} *</Label>
            <Input
              id="totalVolume"
              type="number"
              inputMode="numeric"
              min={1}
              value={draft.totalVolume}
              onChange={(e) => set("totalVolume", e.target.value)}
              aria-invalid={!!errors.totalVolume}
              aria-describedby="err-totalVolume"
            />
            <FieldError id="err-totalVolume" message={errors.totalVolume} />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor="dailyCap">{t("dailyCap")}</Label>
            <Input
              id="dailyCap"
              type="number"
              inputMode="numeric"
              min={1}
              placeholder={t("noCap")}
              value={draft.dailyCap}
              onChange={(e) => set("dailyCap", e.target.value)}
              aria-invalid={!!errors.dailyCap}
              aria-describedby="err-dailyCap"
            />
            <FieldError id="err-dailyCap" message={errors.dailyCap} />
          </div>
          <fieldset className="flex flex-col gap-2 md:col-span-2">
            <legend className="mb-1 text-sm font-medium">{t("days")} *</legend>
            <div className="flex flex-wrap gap-2">
              {ISO_WEEKDAYS.map((d) => (
                <label
                  key={d}
                  className="flex items-center gap-2 rounded-md border border-zinc-300 px-3 py-2 text-sm dark:border-zinc-700"
                >
                  <input
                    type="checkbox"
                    checked={draft.days.includes(d)}
                    onChange={(e) =>
                      set("days", e.target.checked ? [...draft.days, d].sort() : draft.days.filter((x) => x !== d))
                    }
                  />
                  {tw(`${d}`)}
                </label>
              ))}
            </div>
            <FieldError id="err-days" message={errors.days} />
          </fieldset>
          <div className="flex flex-col gap-1">
            <Label htmlFor="hourFrom">{t("hourFrom")}</Label>
            <Select id="hourFrom" value={draft.hourFrom} onChange={(e) => set("hourFrom", Number(e.target.value))}>
              {Array.from({ length: 24 }, (_, h) => (
                <option key={h} value={h}>
                  {t("hour", { h })}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor="hourTo">{t("hourTo")}</Label>
            <Select
              id="hourTo"
              value={draft.hourTo}
              onChange={(e) => set("hourTo", Number(e.target.value))}
              aria-describedby="err-hourTo"
              aria-invalid={!!errors.hourTo}
            >
              {Array.from({ length: 24 }, (_, h) => (
                <option key={h + 1} value={h + 1}>
                  {t("hour", { h: h + 1 })}
                </option>
              ))}
            </Select>
            <FieldError id="err-hourTo" message={errors.hourTo ?? errors.hourFrom} />
          </div>
        </div>
      )}

      {STEPS[step] === "delivery" && (
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">{t("steps.delivery")}</legend>
          <div className="grid grid-cols-1 gap-3 md:grid-cols-3">
            {(["webhook", "email", "csv"] as const)
              .filter((m) => m !== "webhook" || data.haswebhook || draft.delivery === "webhook")
              .map((m) => (
                <ChoiceCard
                  key={m}
                  name="delivery"
                  checked={draft.delivery === m}
                  onChange={() => set("delivery", m)}
                  title={tdl(m)}
                  text={tdl(`${m}Help`)}
                />
              ))}
          </div>
          {!data.haswebhook && <p className="text-xs text-zinc-600 dark:text-zinc-400">{t("webhookHidden")}</p>}
          <FieldError id="err-delivery" message={errors.delivery} />
        </fieldset>
      )}

      {STEPS[step] === "summary" && category && draft.saleType && (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <Card>
            <CardBody>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                <dt className="text-zinc-600 dark:text-zinc-400">{t("steps.category")}</dt>
                <dd className="font-medium">{category.name}</dd>
                <dt className="text-zinc-600 dark:text-zinc-400">{t("steps.saleType")}</dt>
                <dd>{tt(draft.saleType)}</dd>
                <dt className="text-zinc-600 dark:text-zinc-400">{t("steps.filters")}</dt>
                <dd>
                  {criteriaText({
                    ...criteriaFromDraft(draft.criteria),
                    fields: criteriaFromDraft(draft.criteria).fields,
                  })}
                </dd>
                <dt className="text-zinc-600 dark:text-zinc-400">{t("totalVolume")}</dt>
                <dd>
                  {formatNumber(locale, volume)}
                  {draft.dailyCap.trim() ? ` · ${t("capPerDay", { cap: draft.dailyCap })}` : ""}
                </dd>
                <dt className="text-zinc-600 dark:text-zinc-400">{t("schedule")}</dt>
                <dd>{scheduleText(draft)}</dd>
                <dt className="text-zinc-600 dark:text-zinc-400">{t("steps.delivery")}</dt>
                <dd>{draft.delivery ? tdl(draft.delivery) : "—"}</dd>
              </dl>
            </CardBody>
          </Card>
          <Card>
            <CardBody className="flex flex-col gap-4">
              {!editing ? (
                <div className="flex flex-col gap-1">
                  <Label htmlFor="promoCode">{t("promoCode")}</Label>
                  <div className="flex gap-2">
                    <Input
                      id="promoCode"
                      value={draft.promoCode}
                      autoComplete="off"
                      onChange={(e) => set("promoCode", e.target.value.toUpperCase())}
                      aria-describedby="promo-status"
                      className="uppercase"
                    />
                    <Button
                      type="button"
                      variant="outline"
                      onClick={() => runQuote(draft.promoCode.trim() || null)}
                      disabled={quoteState.loading}
                    >
                      {t("checkPromo")}
                    </Button>
                  </div>
                  <p id="promo-status" role="status" className="text-xs">
                    {q?.promoRefusal ? (
                      <span className="text-red-700 dark:text-red-400">{tp(q.promoRefusal as never)}</span>
                    ) : q?.promoKind === "percent" ? (
                      <span className="text-emerald-700 dark:text-emerald-400">
                        {tp("percentApplied", { value: q.promoValue ?? 0 })}
                      </span>
                    ) : q?.promoKind === "amount" ? (
                      <span className="text-emerald-700 dark:text-emerald-400">
                        {tp("amountApplied", { amount: formatMoney(locale, q.promoValue ?? 0) })}
                      </span>
                    ) : null}
                  </p>
                  <FieldError id="err-promoCode" message={errors.promoCode} />
                </div>
              ) : (
                order?.promoCode && <p className="text-sm">{tp("kept", { code: order.promoCode })}</p>
              )}
              {q ? (
                <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm" data-testid="order-summary">
                  <dt>{t("unitPrice")}</dt>
                  <dd className="text-right font-medium">
                    {q.unitPriceCents !== q.basePriceCents && (
                      <s className="mr-2 text-zinc-500">{formatMoney(locale, q.basePriceCents)}</s>
                    )}
                    {formatMoney(
                      locale,
                      editing && order ? (retypeLocked ? order.unitPriceCents : q.unitPriceCents) : q.unitPriceCents,
                    )}
                  </dd>
                  <dt>{t("total", { count: volume })}</dt>
                  <dd className="text-right font-semibold">{formatMoney(locale, q.totalCents)}</dd>
                  {q.promoCreditCents > 0 && (
                    <>
                      <dt>{t("promoCredit")}</dt>
                      <dd className="text-right text-emerald-700 dark:text-emerald-400">
                        +{formatMoney(locale, q.promoCreditCents)}
                      </dd>
                    </>
                  )}
                  <dt>{t("balance")}</dt>
                  <dd className="text-right">{formatMoney(locale, q.balanceCents)}</dd>
                  <dt>{t("draws")}</dt>
                  <dd className="text-right">
                    {formatMoney(locale, Math.min(q.totalCents, Math.max(0, q.balanceCents + q.promoCreditCents)))}
                  </dd>
                </dl>
              ) : (
                <p role="status" className="text-sm">
                  {td("loading")}
                </p>
              )}
              {q?.balanceShort ? (
                <p
                  role="alert"
                  className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-200"
                >
                  <AlertTriangle className="size-4 shrink-0" aria-hidden />
                  {t("balanceShort", {
                    leads:
                      q.unitPriceCents > 0
                        ? Math.floor(Math.max(0, q.balanceCents + q.promoCreditCents) / q.unitPriceCents)
                        : volume,
                  })}
                </p>
              ) : q ? (
                <p className="flex gap-2 text-sm text-emerald-800 dark:text-emerald-300">
                  <CheckCircle2 className="size-4 shrink-0" aria-hidden /> {t("balanceOk")}
                </p>
              ) : null}
            </CardBody>
          </Card>
        </div>
      )}

      {failure && (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-700 dark:border-red-900 dark:bg-red-950 dark:text-red-300"
        >
          {failure}
        </p>
      )}
      <WizardActions
        isFirst={step === 0}
        isLast={isLast}
        busyLabel={busy ? t("saving") : null}
        onBack={() => goTo(step - 1)}
        labels={{ back: t("back"), next: t("next"), finish: editing ? t("save") : t("confirm") }}
      />
    </form>
  );
}

function ChoiceCard({
  name,
  checked,
  disabled,
  onChange,
  title,
  text,
  aside,
}: {
  name: string;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
  title: string;
  text?: string;
  aside?: string;
}) {
  return (
    <label
      className={cn(
        "flex cursor-pointer flex-col gap-1 rounded-lg border p-4 text-sm transition-colors focus-within:outline-2 focus-within:outline-emerald-500",
        checked
          ? "border-emerald-600 bg-emerald-50 dark:bg-emerald-950/40"
          : "border-zinc-300 hover:bg-zinc-50 dark:border-zinc-700 dark:hover:bg-zinc-900",
        disabled && "cursor-not-allowed opacity-50",
      )}
    >
      <span className="flex items-center gap-2">
        <input
          type="radio"
          name={name}
          checked={checked}
          disabled={disabled}
          onChange={onChange}
          className="accent-emerald-700"
        />
        <span className="font-semibold">{title}</span>
      </span>
      {text && <span className="text-zinc-600 dark:text-zinc-400">{text}</span>}
      {aside && <span className="font-medium text-emerald-800 dark:text-emerald-300">{aside}</span>}
    </label>
  );
}
