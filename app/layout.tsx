import type { Metadata } from "next";
import { headers } from "next/headers";
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { AppProviders } from "@/components/providers/app-providers";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { NONCE_HEADER } from "@/lib/security/headers";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("app");
  return { title: { default: t("title"), template: `%s · ${t("brand")}` } };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The proxy's per-request script nonce, for the inline scripts our providers add (theme, Apollo's data).
  const [locale, nonce] = await Promise.all([getLocale(), headers().then((h) => h.get(NONCE_HEADER) ?? undefined)]);
  return (
    <html lang={locale} className="dark" suppressHydrationWarning>
      <body className="min-h-dvh">
        {/* Only what the root's own client components use; each layout and page below passes its own. */}
        <ClientMessages scope=".">
          <AppProviders nonce={nonce}>{children}</AppProviders>
        </ClientMessages>
      </body>
    </html>
  );
}
