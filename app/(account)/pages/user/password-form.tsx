"use client";

import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, type FieldPath } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { RequiredMark } from "@/app/(auth)/register/fields";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { changePasswordFormSchema, PROFILE_MESSAGES, type ChangePasswordFormValues } from "@/lib/validation/profile";
import { fieldErrorsOf } from "./drafts";
import { CHANGE_PASSWORD } from "./profile-operations";
import { useHydrated } from "./use-hydrated";

type Name = FieldPath<ChangePasswordFormValues>;
const FIELDS: { name: Name; autoComplete: string }[] = [
  { name: "currentPassword", autoComplete: "current-password" },
  { name: "newPassword", autoComplete: "new-password" },
  { name: "confirmPassword", autoComplete: "new-password" },
];
const KNOWN = new Set(["WRONG_PASSWORD", "NO_PASSWORD", "LIMIT_EXCEEDED", "MANAGED_BY_IDP"]);
const EMPTY: ChangePasswordFormValues = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** Current, new and confirmed password. On success this session goes on and the others end. */
export function PasswordForm({ email }: { email: string }) {
  const t = useTranslations("profile.password");
  const hydrated = useHydrated();
  const tv = useTranslations("validation");
  const tpv = useTranslations("profile.validation");
  const [visible, setVisible] = useState(false);
  const [change] = useMutation(CHANGE_PASSWORD);
  const form = useForm<ChangePasswordFormValues>({
    defaultValues: EMPTY,
    resolver: zodResolver(changePasswordFormSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { errors, isSubmitting } = form.formState;

  const messageOf = (key: string) =>
    (PROFILE_MESSAGES as readonly string[]).includes(key) ? tpv(key as "passwordMismatch") : tv(key as "required");

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      const { data } = await change({ variables: { currentPassword, newPassword } });
      const code = data?.changePassword.code;
      if (code === "OK") {
        form.reset(EMPTY);
        toast.success(t("changed"));
        return;
      }
      if (code === "WRONG_PASSWORD")
        form.setError("currentPassword", { type: "server", message: "wrongPassword" }, { shouldFocus: true });
      toast.error(t(`errors.${code && KNOWN.has(code) ? (code as "WRONG_PASSWORD") : "generic"}`));
    } catch (error) {
      const fields = fieldErrorsOf(error);
      Object.entries(fields ?? {}).forEach(([path, message], i) =>
        form.setError(path as Name, { type: "server", message }, { shouldFocus: i === 0 }),
      );
      toast.error(t("errors.generic"));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={isSubmitting} className="flex flex-col gap-4">
      {/* Tells password managers which account the new password belongs to. */}
      <input type="email" autoComplete="username" value={email} readOnly hidden />
      <div className="grid gap-4 sm:grid-cols-3">
        {FIELDS.map(({ name, autoComplete }) => {
          const key = errors[name]?.message;
          const message = key === "wrongPassword" ? t("errors.WRONG_PASSWORD") : key ? messageOf(key) : undefined;
          const hint = name === "newPassword";
          return (
            <div key={name} className="flex flex-col gap-1.5">
              <Label htmlFor={`profile-${name}`}>
                {t(name)}
                <RequiredMark />
              </Label>
              <Input
                id={`profile-${name}`}
                type={visible ? "text" : "password"}
                autoComplete={autoComplete}
                aria-required
                aria-invalid={!!message || undefined}
                aria-describedby={
                  [hint && "profile-newPassword-hint", message && `profile-${name}-error`].filter(Boolean).join(" ") ||
                  undefined
                }
                {...form.register(name)}
              />
              {hint && (
                <p id="profile-newPassword-hint" className="text-xs text-zinc-500 dark:text-zinc-400">
                  {t("hint")}
                </p>
              )}
              <FieldError id={`profile-${name}-error`} message={message} />
            </div>
          );
        })}
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={visible}
            onChange={(e) => setVisible(e.target.checked)}
            className="size-4 accent-emerald-600"
          />
          {t("show")}
        </label>
        <Button type="submit" disabled={isSubmitting || !hydrated} className="w-full sm:w-auto">
          {isSubmitting && <Loader2 className="size-4 animate-spin" aria-hidden />}
          {isSubmitting ? t("submitting") : t("submit")}
        </Button>
      </div>
    </form>
  );
}
