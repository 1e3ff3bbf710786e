import "server-only";
import type { Locale } from "next-intl";
import { NextIntlClientProvider } from "next-intl";
import { getLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { catalogue } from "./catalogue";
import { CLIENT_MESSAGES, type ClientScope } from "./client-namespaces.generated";
import { pickMessages, type MessageTree } from "./pick-messages";

const picked = new Map<string, Promise<MessageTree>>();

/** A scope's messages in a language, picked once per process (the catalogue never changes). */
function messagesFor(locale: Locale, scope: ClientScope): Promise<MessageTree> {
  const key = `${locale}:${scope}`;
  let found = picked.get(key);
  if (!found) {
    found = catalogue(locale).then((all) => pickMessages(all, CLIENT_MESSAGES[scope]));
    picked.set(key, found);
  }
  return found;
}

/**
 * The messages provider of a layout or a page: only what the client components below it use
 * (the generated manifest, read from the import graph). next-intl's nested providers replace
 * the messages of the outer one rather than merge, so every scope lists all it needs; server
 * components translate on the server and need nothing here.
 */
export async function ClientMessages({ scope, children }: { scope: ClientScope; children: ReactNode }) {
  const locale = await getLocale();
  return <NextIntlClientProvider messages={await messagesFor(locale, scope)}>{children}</NextIntlClientProvider>;
}

/**
 * A page whose client components translate: `export default withClientMessages("(admin)/Foo", FooPage)`,
 * the scope being the page's folder under app/ (the manifest's test checks that each such page does it).
 */
export function withClientMessages<P extends object>(
  scope: ClientScope,
  Page: (props: P) => ReactNode | Promise<ReactNode>,
) {
  return function PageWithClientMessages(props: P) {
    return (
      <ClientMessages scope={scope}>
        <Page {...props} />
      </ClientMessages>
    );
  };
}
