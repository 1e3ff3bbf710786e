"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { FormProvider, useForm, type Resolver } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { AuthRequestError, authRequest } from "@/components/auth/auth-request";
import { WizardActions, WizardSteps } from "@/components/forms/wizard";
import {
  accountStepSchema,
  emptyDraft,
  preferencesStepSchema,
  profileStepSchema,
  registrationSchema,
  stepOfField,
  type RegistrationDraft,
} from "@/lib/validation/sign-up";
import { AccountStep } from "./account-step";
import type { DraftPath } from "./fields";
import { PreferencesStep } from "./preferences-step";
import type { CountryOption } from "@/lib/i18n/countries";
import { ProfileStep } from "./profile-step";
import { CHECK_EMAIL, REGISTER } from "./register-operations";

const STEP_KEYS = ["account", "profile", "preferences"] as const;
// raw: the form keeps what was typed; the trimmed, parsed values are built once, at the end.
const STEP_RESOLVERS = [
  zodResolver(accountStepSchema, undefined, { raw: true }),
  zodResolver(profileStepSchema, undefined, { raw: true }),
  zodResolver(preferencesStepSchema, undefined, { raw: true }),
] as unknown as Resolver<RegistrationDraft>[];
type Busy = "checking" | "registering" | null;

/** Server-side field messages that say more than the form's own rule. */
const SERVER_MESSAGES: Record<string, string> = { password: "passwordNotSecure" };

export function RegisterWizard({ countries }: { countries: CountryOption[] }) {
  const t = useTranslations("register");
  const locale = useLocale() as "fr" | "en";
  const router = useRouter();
  const [step, setStep] = useState(0);
  const [visited, setVisited] = useState<ReadonlySet<number>>(() => new Set([0]));
  const [busy, setBusy] = useState<Busy>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The resolver validates the fields of the step on screen only.
  const stepRef = useRef(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const form = useForm<RegistrationDraft>({
    defaultValues: emptyDraft(locale),
    // Errors show on Next and then follow the typing; validating on blur would move the buttons
    // under the pointer as an error line disappears, and swallow the click.
    mode: "onSubmit",
    reValidateMode: "onChange",
    resolver: (values, ctx, opts) => STEP_RESOLVERS[stepRef.current]!(values, ctx, opts),
  });

  useEffect(() => {
    // Keyboard and screen-reader users land on the new step's title, not at the page bottom.
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  function show(i: number) {
    moved.current = true;
    stepRef.current = i;
    setStep(i);
    setVisited((v) => (v.has(i) ? v : new Set([...v, i])));
  }

  /** The step's pre-change check: its schema, and on step 1 the e-mail's availability. */
  async function check(i: number): Promise<boolean> {
    stepRef.current = i;
    if (!(await form.trigger(undefined, { shouldFocus: true }))) return false;
    if (i !== 0) return true;
    setBusy("checking");
    try {
      const data = await authRequest(CHECK_EMAIL, { email: form.getValues("email").trim() });
      if (data.checkEmailAvailable.code === "AVAILABLE") return true;
      form.setError("email", { type: "server", message: "emailAlreadyUsed" }, { shouldFocus: true });
      return false;
    } catch {
      fail();
      return false;
    } finally {
      setBusy(null);
    }
  }

  function fail(message = t("errors.generic")) {
    setFailure(message);
    toast.error(message);
  }

  async function goTo(target: number) {
    if (busy || target === step) return;
    setFailure(null);
    if (target < step) return show(target);
    for (let i = step; i < target; i++) {
      if (i !== step) show(i);
      if (!(await check(i))) return;
    }
    show(target);
  }

  /** Puts the API's per-field messages on their fields and shows the first step holding one. */
  function applyServerErrors(fields: Record<string, string>) {
    const entries = Object.entries(fields);
    if (!entries.length) return fail();
    const first = Math.min(...entries.map(([path]) => stepOfField(path)));
    show(first);
    for (const [path, message] of entries)
      form.setError(path as DraftPath, { type: "server", message: SERVER_MESSAGES[path] ?? message });
    fail(t("errors.invalid"));
  }

  async function finish() {
    if (!(await check(2))) return;
    const whole = registrationSchema.safeParse(form.getValues());
    if (!whole.success) {
      return applyServerErrors(Object.fromEntries(whole.error.issues.map((i) => [i.path.join("."), i.message])));
    }
    setBusy("registering");
    try {
      const data = await authRequest(REGISTER, { input: whole.data });
      if (data.register.code === "OK") {
        toast.success(t("success"));
        router.push(`/validateEmail?email=${encodeURIComponent(whole.data.email)}`);
        return;
      }
      if (data.register.code === "USER_ALREADY_EXISTS") {
        show(0);
        form.setError("email", { type: "server", message: "userAlreadyExists" });
        return fail(t("errors.USER_ALREADY_EXISTS"));
      }
      fail();
    } catch (error) {
      const fields =
        error instanceof AuthRequestError
          ? (error.errors[0]?.extensions?.fields as Record<string, string> | undefined)
          : undefined;
      if (fields) applyServerErrors(fields);
      else fail();
    } finally {
      setBusy(null);
    }
  }

  // handleSubmit runs the step's schema (and focuses the first wrong field) before this.
  // Built in the event, not during render: the step handlers read refs, which render may not touch.
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(async () => {
      if (busy) return;
      setFailure(null);
      if (step === STEP_KEYS.length - 1) await finish();
      else await goTo(step + 1);
    })(event);

  const isLast = step === STEP_KEYS.length - 1;
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-busy={!!busy} className="flex flex-col gap-6">
        <WizardSteps
          steps={STEP_KEYS.map((k) => t(`steps.${k}`))}
          current={step}
          visited={visited}
          onSelect={(i) => void goTo(i)}
          disabled={!!busy}
          labels={{ nav: t("stepsNav"), locked: t("stepLocked"), done: t("stepVisited"), current: t("stepCurrent") }}
        />
        <div className="flex flex-col gap-1">
          <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
            {t(`steps.${STEP_KEYS[step] ?? "account"}`)}
          </h2>
          <p className="text-xs text-zinc-600 dark:text-zinc-400">
            {t("stepOf", { current: step + 1, total: STEP_KEYS.length })} · {t("requiredLegend")}
          </p>
        </div>
        {step === 0 && <AccountStep />}
        {step === 1 && <ProfileStep countries={countries} />}
        {step === 2 && <PreferencesStep />}
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
          busyLabel={busy === "checking" ? t("checking") : busy === "registering" ? t("registering") : null}
          onBack={() => void goTo(step - 1)}
          labels={{ back: t("back"), next: t("next"), finish: t("finish") }}
        />
      </form>
    </FormProvider>
  );
}
