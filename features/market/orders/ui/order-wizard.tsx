"use client";

import type { ApolloCache } from "@apollo/client";
import { skipToken, useMutation, useQuery, useSuspenseQuery } from "@apollo/client/react";
import { Loader2, SearchX } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { formatMoney } from "@/components/data/format";
import { WizardActions, WizardSteps } from "@/components/forms/wizard";
import { evictRootFields } from "@/components/market/server-first/evict";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { emptyCriteria } from "@/features/market/filters/ui/criteria-editor";
import { CREATE_ORDER, ORDER_DETAIL, ORDER_QUOTE, ORDER_WIZARD, UPDATE_ORDER, priceOf } from "./operations";
import { useOrderError } from "./use-order-error";
import { ORDER_LIST_FIELDS } from "./variables";
import { ChoiceCard } from "./wizard/choice-card";
import {
  SALE_TYPES,
  STEPS,
  draftFromOrder,
  initialDraft,
  orderInputOf,
  stepIssues,
  toInt,
  type Draft,
} from "./wizard/draft";
import { FiltersStep } from "./wizard/filters-step";
import { ScheduleStep } from "./wizard/schedule-step";
import { SummaryStep } from "./wizard/summary-step";

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
  const td = useTranslations("data");
  const locale = useLocale();
  const router = useRouter();
  const { explain, fields: fieldsOf } = useOrderError();

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
    return Object.fromEntries(Object.entries(stepIssues(STEPS[i], draft)).map(([k, v]) => [k, te(v as never)]));
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
    const input = orderInputOf(draft);
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
        <FiltersStep
          category={category}
          savedFilters={data.filters.filter((f) => f.categoryId === draft.categoryId)}
          draft={draft}
          setDraft={setDraft}
          errors={errors}
        />
      )}

      {STEPS[step] === "schedule" && <ScheduleStep draft={draft} set={set} errors={errors} />}

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
        <SummaryStep
          category={category}
          draft={{ ...draft, saleType: draft.saleType }}
          set={set}
          errors={errors}
          order={order}
          quote={q}
          quoteLoading={quoteState.loading}
          onCheckPromo={runQuote}
        />
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
