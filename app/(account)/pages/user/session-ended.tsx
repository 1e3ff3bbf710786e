"use client";

import { graphql } from "@/lib/graphql/auth";
import { useMutation } from "@apollo/client/react";
import { useTranslations } from "next-intl";
import { useEffect } from "react";

const LOGOUT = graphql(`
  mutation EndedSessionLogout {
    logout
  }
`);

/**
 * A session whose token still verifies but was revoked (password changed elsewhere): the proxy
 * lets it through, so the cookie is cleared here before going to the login page.
 */
export function SessionEnded() {
  const t = useTranslations("profile");
  const [logout] = useMutation(LOGOUT);
  useEffect(() => {
    void logout()
      .catch(() => undefined)
      .finally(() => {
        window.localStorage.clear();
        window.location.assign("/login?session=expired");
      });
  }, [logout]);
  return (
    <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
      {t("sessionEnded")}
    </p>
  );
}
