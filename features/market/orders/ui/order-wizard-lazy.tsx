"use client";

// i18n-client-own-messages: the wizard's texts (the marketOrders namespace) come with its code when an
// administrator opens "new order", not in the Commandes list's first HTML (lib/i18n/client-namespaces-scan.ts).
import { NextIntlClientProvider, useLocale, useMessages, useTimeZone } from "next-intl";
import type { ComponentProps } from "react";
import { OrderWizard } from "./order-wizard";

type Catalogue = Record<string, unknown>;

// One chunk per language: only the page's is fetched.
const catalogue = (lang: string): Promise<{ default: Catalogue }> =>
  lang === "en" ? import("@/messages/en/marketOrders.json") : import("@/messages/fr/marketOrders.json");

let marketOrders: Catalogue = {};

/** For `next/dynamic`: the wizard's code and its messages in the page's language (the root layout's `lang`). */
export async function loadOrderWizard() {
  marketOrders = (await catalogue(document.documentElement.lang)).default;
  return OrderWizardWithMessages;
}

function OrderWizardWithMessages(props: ComponentProps<typeof OrderWizard>) {
  const messages = useMessages();
  const locale = useLocale();
  const timeZone = useTimeZone();
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={{ ...messages, marketOrders }}>
      <OrderWizard {...props} />
    </NextIntlClientProvider>
  );
}
