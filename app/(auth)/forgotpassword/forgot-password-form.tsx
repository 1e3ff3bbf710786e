"use client";

import { useRouter } from "next/navigation";
import { RequestCodeForm } from "@/components/auth/password/request-code-form";

export function ForgotPasswordForm() {
  const router = useRouter();
  return (
    <RequestCodeForm
      flow="RESET"
      onSent={(email) => router.push(`/resetPassword?email=${encodeURIComponent(email)}`)}
    />
  );
}
