import Image from "next/image";
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { SOCIAL_LINKS } from "@/components/auth/social-links";
import { LocaleSwitcher } from "@/components/locale-switcher";
import { ThemeToggle } from "@/components/theme-toggle";
import { ClientMessages } from "@/lib/i18n/client-messages";

/**
 * The footer line by language and year. It holds an ICU argument, which next-intl parses again on
 * every request (its formatter cache lives for one request); the catalogue never changes while the
 * process runs, so each language's line is formatted once a year.
 */
const footers = new Map<string, string>();

function footerLine(locale: string, year: number, format: () => string): string {
  const key = `${locale}:${year}`;
  let line = footers.get(key);
  if (line === undefined) footers.set(key, (line = format()));
  return line;
}

/** Logo, the guest page, and a footer with the social links and the current year. */
export default async function AuthLayout({ children }: { children: ReactNode }) {
  const [t, locale] = await Promise.all([getTranslations("auth"), getLocale()]);
  const year = new Date().getFullYear();
  const footer = footerLine(locale, year, () => t("footer", { year }));
  return (
    <ClientMessages scope="(auth)">
      <div className="flex min-h-dvh flex-col">
        <header className="flex items-center justify-between gap-4 px-4 py-3 sm:px-8">
          <Image src="/logo.svg" alt="Weedo" width={140} height={40} priority />
          <div className="flex items-center gap-2">
            <LocaleSwitcher />
            <ThemeToggle />
          </div>
        </header>
        <main className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center">{children}</main>
        <footer className="flex flex-col items-center gap-2 border-t border-zinc-200 px-4 py-4 text-sm text-zinc-600 sm:flex-row sm:justify-between sm:px-8 dark:border-zinc-800 dark:text-zinc-400">
          <p>{footer}</p>
          <nav aria-label={t("social")} className="flex gap-4">
            {SOCIAL_LINKS.map((s) => (
              <a
                key={s.name}
                href={s.href}
                target="_blank"
                rel="noopener noreferrer"
                className="hover:text-emerald-500"
              >
                {s.name}
              </a>
            ))}
          </nav>
        </footer>
      </div>
    </ClientMessages>
  );
}
