import { OUTBOUND_REFUSALS, REFUSED_PREFIX } from "@/lib/domain/outbound";
import en from "@/messages/en/marketWebhooks.json";
import fr from "@/messages/fr/marketWebhooks.json";

type Locale = "fr" | "en";

const REFUSALS: Record<Locale, Record<string, string>> = { fr: fr.refusals, en: en.refusals };

/** A stored attempt error as the advertiser reads it: the guard's refusals worded, network errors as they are. */
export function attemptErrorText(locale: Locale, error: string): string {
  if (!error.startsWith(REFUSED_PREFIX)) return error;
  const code = error.slice(REFUSED_PREFIX.length);
  return REFUSALS[locale][(OUTBOUND_REFUSALS as readonly string[]).includes(code) ? code : "other"] ?? error;
}

/** The notice an advertiser gets when one of its webhooks is paused after repeated failures. */
export function webhookPausedMail(
  locale: Locale,
  p: { name: string; url: string; failures: number; lastError: string; pageUrl: string },
) {
  const lastError = attemptErrorText(locale, p.lastError);
  if (locale === "en") {
    return {
      subject: `Weedo: your webhook "${p.name}" was paused`,
      text: `Hello,\n\nYour webhook "${p.name}" (${p.url}) failed ${p.failures} times in a row (last error: ${lastError}). We paused it: leads keep being queued for it and will be sent once you fix the target and validate the webhook again.\n\n${p.pageUrl}\n\nThe Weedo team`,
    };
  }
  return {
    subject: `Weedo : votre webhook « ${p.name} » a été mis en pause`,
    text: `Bonjour,\n\nVotre webhook « ${p.name} » (${p.url}) a échoué ${p.failures} fois de suite (dernière erreur : ${lastError}). Nous l'avons mis en pause : les leads restent en file d'attente et lui seront envoyés dès que vous aurez corrigé la cible et validé à nouveau le webhook.\n\n${p.pageUrl}\n\nL'équipe Weedo`,
  };
}
