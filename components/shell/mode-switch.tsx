"use client";

import { ArrowLeftRight, Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DELAYS_MS } from "@/lib/constants";

/**
 * multi_droit accounts switch between advertiser and publisher mode (spec section 4): disabled
 * during the call; on success wait, then reload at the root; on failure only log.
 */
export function ModeSwitch({ userId, law }: { userId: number; law: "an" | "af" }) {
  const t = useTranslations("topbar");
  const [busy, setBusy] = useState(false);
  const target = law === "an" ? "af" : "an";
  const label = law === "an" ? t("switchToPublisher") : t("switchToAdvertiser");

  async function switchMode() {
    setBusy(true);
    try {
      const form = new FormData();
      form.set("id", String(userId));
      form.set("law", target);
      const res = await fetch("/api/v1/switch_law", {
        method: "POST",
        body: form,
        headers: { "x-weedo-csrf": "1" },
        credentials: "same-origin",
      });
      const body = (await res.json().catch(() => null)) as { code?: string } | null;
      if (!res.ok || body?.code !== "U200_02") throw new Error(`switch_law answered ${res.status} ${body?.code ?? ""}`);
      await new Promise((r) => setTimeout(r, DELAYS_MS.roleSwitch));
      window.location.assign("/");
    } catch (e) {
      console.error("role switch failed", e);
      setBusy(false);
    }
  }

  return (
    <Button
      type="button"
      variant="outline"
      onClick={switchMode}
      disabled={busy}
      title={label}
      className="h-9 px-2.5 text-xs font-semibold sm:px-3"
    >
      {busy ? (
        <Loader2 className="size-4 animate-spin" aria-hidden />
      ) : (
        <ArrowLeftRight className="size-4" aria-hidden />
      )}
      {/* On a phone the icon alone, its name still read out. */}
      <span className="sr-only sm:not-sr-only">{label}</span>
    </Button>
  );
}
