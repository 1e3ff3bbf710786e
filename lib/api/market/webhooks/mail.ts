type Locale = "fr" | "en";

/** The notice an advertiser gets when one of its webhooks is paused after repeated failures. */
export function webhookPausedMail(
  locale: Locale,
  p: { name: string; url: string; failures: number; lastError: string; pageUrl: string },
) {
  if (locale === "en") {
    return {
      subject: `Weedo: your webhook "${p.name}" was paused`,
      text: `Hello,\n\nYour webhook "${p.name}" (${p.url}) failed ${p.failures} times in a row (last error: ${p.lastError}). We paused it: leads keep being queued for it and will be sent once you fix the target and validate the webhook again.\n\n${p.pageUrl}\n\nThe Weedo team`,
    };
  }
  return {
    subject: `Weedo : votre webhook « ${p.name} » a été mis en pause`,
    text: `Bonjour,\n\nVotre webhook « ${p.name} » (${p.url}) a échoué ${p.failures} fois de suite (dernière erreur : ${p.lastError}). Nous l'avons mis en pause : les leads restent en file d'attente et lui seront envoyés dès que vous aurez corrigé la cible et validé à nouveau le webhook.\n\n${p.pageUrl}\n\nL'équipe Weedo`,
  };
}
