import type { Locale } from "@/lib/constants";

type CodePurpose = "email" | "reset" | "old_user";

const SUBJECTS: Record<Locale, Record<CodePurpose, string>> = {
  fr: {
    email: "Votre code de vérification Weedo",
    reset: "Réinitialisation de votre mot de passe Weedo",
    old_user: "Créez votre mot de passe Weedo",
  },
  en: {
    email: "Your Weedo verification code",
    reset: "Reset your Weedo password",
    old_user: "Set your Weedo password",
  },
};

const BODIES: Record<Locale, (code: string, minutes: number) => string> = {
  fr: (code, minutes) =>
    `Bonjour,\n\nVotre code : ${code}\n\nIl est valable ${minutes} minutes. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.\n\nL'équipe Weedo`,
  en: (code, minutes) =>
    `Hello,\n\nYour code: ${code}\n\nIt is valid for ${minutes} minutes. If you did not ask for it, ignore this message.\n\nThe Weedo team`,
};

/** The e-mail that carries a 6-digit code, in the user's language. */
export function codeMail(locale: Locale, purpose: CodePurpose, code: string, minutes: number) {
  return { subject: SUBJECTS[locale][purpose], text: BODIES[locale](code, minutes) };
}
