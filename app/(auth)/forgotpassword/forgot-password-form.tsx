"use client";

import { useRouter } from "next/navigation";
import { RequestCodeForm } from "@/features/identity/password/ui/request-code-form";

export function ForgotPasswordForm() {
  const router = useRouter();
  return (
    <RequestCodeForm
      flow="RESET"
      onSent={(email) => router.push(`/resetPassword?email=${encodeURIComponent(email)}`)}
    />
  );
}
