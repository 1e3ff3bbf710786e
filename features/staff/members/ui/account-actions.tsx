"use client";

import { useMutation } from "@apollo/client/react";
import { KeyRound, LogOut, Power } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { errorCodeOf } from "./error-code";
import { SEND_MEMBER_RESET, SET_MEMBER_ACTIVE, SIGN_MEMBER_OUT } from "./operations";

/**
 * Support actions on an account: a password e-mail, sign out everywhere (confirmed), deactivate or
 * reactivate (confirmed; full administrators). Each answer is a toast; the page is rendered again so
 * the state and the activity follow.
 */
export function AccountActions({
  userId,
  name,
  status,
  canSwitch,
}: {
  userId: number;
  name: string;
  status: string;
  /** Deactivation is a full administrator's act (the API decides; this only hides a button that would be refused). */
  canSwitch: boolean;
}) {
  const t = useTranslations("members.member.actions");
  const ti = useTranslations("members.member.identity");
  const router = useRouter();
  const [sendReset, resetting] = useMutation(SEND_MEMBER_RESET);
  const [signOut] = useMutation(SIGN_MEMBER_OUT);
  const [setActive] = useMutation(SET_MEMBER_ACTIVE);

  const failed = (e: unknown) => toast.error(errorCodeOf(e) === "FORBIDDEN" ? ti("forbidden") : t("error"));
  const answered = (code: string | undefined, ok: string) => {
    if (code === "OK") toast.success(ok);
    else if (code === "LIMIT_EXCEEDED") toast.error(t("resetLimited"));
    else if (code === "NOT_ALLOWED") toast.error(t("notAllowed"));
    else toast.error(t("error"));
    router.refresh();
  };

  const onReset = async () => {
    try {
      const { data } = await sendReset({ variables: { id: userId } });
      answered(data?.sendMemberPasswordReset, t("resetSent"));
    } catch (e) {
      failed(e);
    }
  };
  const onSignOut = async () => {
    try {
      const { data } = await signOut({ variables: { id: userId } });
      answered(data?.signMemberOutEverywhere, t("signedOut"));
    } catch (e) {
      failed(e);
    }
  };
  const active = status === "active";
  const onSwitch = async () => {
    try {
      const { data } = await setActive({ variables: { id: userId, active: !active } });
      answered(data?.setMemberActive, active ? t("deactivated") : t("reactivated"));
    } catch (e) {
      failed(e);
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      {(status === "active" || status === "pending") && (
        <Button
          type="button"
          variant="outline"
          onClick={onReset}
          disabled={resetting.loading}
          data-testid="member-reset"
        >
          <KeyRound className="size-4" aria-hidden />
          {t("reset")}
        </Button>
      )}
      <ConfirmDialog
        trigger={
          <Button type="button" variant="outline" data-testid="member-sign-out">
            <LogOut className="size-4" aria-hidden />
            {t("signOut")}
          </Button>
        }
        title={t("signOutTitle")}
        description={t("signOutText")}
        confirmLabel={t("signOut")}
        cancelLabel={t("cancel")}
        onConfirm={onSignOut}
      />
      {canSwitch && (status === "active" || status === "disabled") && (
        <ConfirmDialog
          trigger={
            <Button type="button" variant="outline" data-testid="member-switch">
              <Power className="size-4" aria-hidden />
              {active ? t("deactivate") : t("reactivate")}
            </Button>
          }
          title={active ? t("deactivateTitle", { name }) : t("reactivateTitle", { name })}
          description={active ? t("deactivateText") : t("reactivateText")}
          confirmLabel={active ? t("deactivate") : t("reactivate")}
          cancelLabel={t("cancel")}
          destructive={active}
          onConfirm={onSwitch}
        />
      )}
    </div>
  );
}
