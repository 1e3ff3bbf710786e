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

const UNLOCK: Record<Locale, (link: string, minutes: number) => { subject: string; text: string }> = {
  fr: (link, minutes) => ({
    subject: "Connexion à votre compte Weedo : confirmez que c'est vous",
    text: `Bonjour,\n\nDe nombreux mots de passe erronés ont été essayés sur votre compte. Votre mot de passe vient d'être saisi correctement : si c'est vous, ouvrez ce lien (valable ${minutes} minutes) puis connectez-vous à nouveau :\n\n${link}\n\nSi ce n'est pas vous, changez votre mot de passe et activez la double authentification.\n\nL'équipe Weedo`,
  }),
  en: (link, minutes) => ({
    subject: "Signing in to your Weedo account: confirm it is you",
    text: `Hello,\n\nMany wrong passwords were tried on your account. Your password has just been entered correctly: if that was you, open this link (valid for ${minutes} minutes), then sign in again:\n\n${link}\n\nIf it was not you, change your password and turn on two-factor sign-in.\n\nThe Weedo team`,
  }),
};

/** The unlock link sent to an account's owner while its sign-in is under attack. */
export function unlockMail(locale: Locale, link: string, minutes: number) {
  return UNLOCK[locale](link, minutes);
}
