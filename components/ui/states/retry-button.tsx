"use client";

import { RefreshCw } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { Button } from "@/components/ui/button";

/** Renders the page again on the server (the figures are never cached in the browser). */
export function RetryButton({ label }: { label: string }) {
  const router = useRouter();
  const [pending, start] = useTransition();
  return (
    <Button variant="outline" className="mt-2" disabled={pending} onClick={() => start(() => router.refresh())}>
      <RefreshCw aria-hidden className={pending ? "size-4 animate-spin" : "size-4"} />
      {label}
    </Button>
  );
}
