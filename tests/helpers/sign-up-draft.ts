import { emptyDraft, type RegistrationDraft } from "@/lib/validation/sign-up";

/** A complete publisher sign-up, as the wizard holds it. */
export function publisherDraft(over: Partial<RegistrationDraft> = {}): RegistrationDraft {
  return {
    ...emptyDraft("fr"),
    accountType: "af",
    email: "nouvel.editeur@weedo.test",
    password: "Editeur2026",
    lastname: "Martin",
    firstname: "Léa",
    phone: "06 12 34 56 78",
    address: "12 rue de la Paix",
    city: "Paris",
    zipCode: "75002",
    companyName: "Martin Médias",
    broadcastType: "email_marketing",
    websiteUrl: "https://martin-medias.fr",
    themes: ["assurance", "voyage"],
    bankDetails: {
      kind: "fr",
      accountOwner: "Léa Martin",
      bankName: "La Banque Postale",
      rib: "20041010050500013M02606",
      iban: "",
      swift: "",
      vatSubject: false,
      vatNumber: "",
    },
    ...over,
  };
}
