import type { Locale } from "@/lib/constants";

/**
 * The e-mails of an administrator's decision on a new account (/Membreslist's approval queue), in
 * the person's language. The refusal carries the administrator's reason as written.
 */
const TEXTS = {
  fr: {
    approved: {
      subject: "Votre compte Weedo est validé",
      text: (name: string) =>
        `Bonjour ${name},\n\nVotre compte Weedo a été validé par notre équipe : vous pouvez dès maintenant vous connecter.\n\nL'équipe Weedo`,
    },
    refused: {
      subject: "Votre demande de compte Weedo",
      text: (name: string, reason: string) =>
        `Bonjour ${name},\n\nNotre équipe n'a pas pu valider votre compte Weedo, pour la raison suivante :\n\n${reason}\n\nPour toute question, répondez à ce message.\n\nL'équipe Weedo`,
    },
  },
  en: {
    approved: {
      subject: "Your Weedo account is approved",
      text: (name: string) =>
        `Hello ${name},\n\nYour Weedo account has been approved by our team: you can sign in now.\n\nThe Weedo team`,
    },
    refused: {
      subject: "Your Weedo account request",
      text: (name: string, reason: string) =>
        `Hello ${name},\n\nOur team could not approve your Weedo account, for this reason:\n\n${reason}\n\nIf you have any question, reply to this message.\n\nThe Weedo team`,
    },
  },
} as const;

export function memberApprovedMail(locale: Locale, name: string) {
  const t = TEXTS[locale].approved;
  return { subject: t.subject, text: t.text(name) };
}

export function memberRefusedMail(locale: Locale, name: string, reason: string) {
  const t = TEXTS[locale].refused;
  return { subject: t.subject, text: t.text(name, reason) };
}
