"use client";

import { useState } from "react";
import { RequestCodeForm } from "@/features/identity/password/ui/request-code-form";
import { ResetForm } from "@/features/identity/password/ui/reset-form";

/** First the e-mail (a code is sent), then the code and the new password. */
export function OldUserReset({ defaultEmail }: { defaultEmail?: string }) {
  const [email, setEmail] = useState<string | null>(null);
  return email ? (
    <ResetForm flow="OLD_USER" defaultEmail={email} />
  ) : (
    <RequestCodeForm flow="OLD_USER" defaultEmail={defaultEmail} onSent={setEmail} />
  );
}
