"use client";

import { useMutation } from "@apollo/client/react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/toast";
import { LAWS, type Law } from "@/lib/constants";
import { errorCodeOf } from "./error-code";
import { SET_MEMBER_LAW } from "./operations";

/** The member's law, changed after a confirmation (full administrators; the API refuses others). */
export function LawForm({ userId, law, disabled }: { userId: number; law: Law; disabled: boolean }) {
  const t = useTranslations("members.member.law");
  const tl = useTranslations("members.laws");
  const ti = useTranslations("members.member.identity");
  const router = useRouter();
  const [next, setNext] = useState<Law>(law);
  const [setLaw] = useMutation(SET_MEMBER_LAW);

  const onConfirm = async () => {
    try {
      const { data } = await setLaw({ variables: { id: userId, law: next } });
      const code = data?.setMemberLaw;
      if (code === "OK") toast.success(t("changed"));
      else if (code === "NOT_ALLOWED") toast.error(t("own"));
      else if (code !== "UNCHANGED") toast.error(ti("error"));
      router.refresh();
    } catch (e) {
      toast.error(errorCodeOf(e) === "FORBIDDEN" ? ti("forbidden") : ti("error"));
    }
  };

  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="member-law-select">{t("title")}</Label>
        <Select
          id="member-law-select"
          value={next}
          onChange={(e) => setNext(e.target.value as Law)}
          disabled={disabled}
          className="w-60"
        >
          {LAWS.map((l) => (
            <option key={l} value={l}>
              {tl(l)}
            </option>
          ))}
        </Select>
      </div>
      <ConfirmDialog
        trigger={
          <Button type="button" variant="outline" disabled={disabled || next === law} data-testid="member-law-save">
            {t("save")}
          </Button>
        }
        title={t("confirmTitle", { law: tl(next) })}
        description={t("confirmText")}
        confirmLabel={t("save")}
        onConfirm={onConfirm}
      />
    </div>
  );
}
