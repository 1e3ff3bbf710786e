import type { Locale } from "@/lib/constants";
import type { maskedBank } from "./save";

type Masked = ReturnType<typeof maskedBank>;

/** The e-mail telling the account holder its bank details were added or changed (codes masked). */
export function bankChangedMail(locale: Locale, firstName: string, b: Masked, at: Date) {
  const when = at.toISOString().slice(0, 16).replace("T", " ") + " UTC";
  const codes =
    b.kind === "fr"
      ? [`RIB : ${b.rib}`]
      : [`IBAN : ${b.iban}`, `SWIFT : ${b.swift}`, ...(b.vatNumber ? [`TVA / VAT : ${b.vatNumber}`] : [])];
  if (locale === "en")
    return {
      subject: "Your Weedo bank details were changed",
      text: `Hello ${firstName},\n\nThe bank details of your Weedo account were added or changed on ${when}.\n\nAccount owner: ${b.accountOwner}\nBank: ${b.bankName}\n${codes.join("\n")}\n\nIf you did not make this change, contact us at once.\n\nThe Weedo team`,
    };
  return {
    subject: "Vos coordonnées bancaires Weedo ont été modifiées",
    text: `Bonjour ${firstName},\n\nLes coordonnées bancaires de votre compte Weedo ont été ajoutées ou modifiées le ${when}.\n\nTitulaire du compte : ${b.accountOwner}\nBanque : ${b.bankName}\n${codes.join("\n")}\n\nSi vous n'êtes pas à l'origine de cette modification, contactez-nous immédiatement.\n\nL'équipe Weedo`,
  };
}
