/**
 * The choice lists of the sign-up preferences step (spec section 3). Ids are stored on the user
 * row; their labels live in messages under "signUpLists".
 */

/** About 35 French marketing themes, each with the lucide-react icon the chips show. */
export const THEMES = [
  { id: "assurance", icon: "Shield" },
  { id: "automobile", icon: "Car" },
  { id: "banque", icon: "Landmark" },
  { id: "beaute", icon: "Sparkles" },
  { id: "cuisine", icon: "ChefHat" },
  { id: "energie", icon: "Zap" },
  { id: "immobilier", icon: "House" },
  { id: "voyage", icon: "Plane" },
  { id: "sante", icon: "HeartPulse" },
  { id: "mutuelle", icon: "Stethoscope" },
  { id: "credit", icon: "CreditCard" },
  { id: "epargne", icon: "PiggyBank" },
  { id: "defiscalisation", icon: "Receipt" },
  { id: "retraite", icon: "Armchair" },
  { id: "mode", icon: "Shirt" },
  { id: "high_tech", icon: "Smartphone" },
  { id: "informatique", icon: "Laptop" },
  { id: "telecoms", icon: "Wifi" },
  { id: "jeux_concours", icon: "Gift" },
  { id: "jeux_argent", icon: "Dices" },
  { id: "sport", icon: "Dumbbell" },
  { id: "animaux", icon: "PawPrint" },
  { id: "maison_jardin", icon: "Sprout" },
  { id: "bricolage", icon: "Hammer" },
  { id: "travaux_renovation", icon: "Wrench" },
  { id: "panneaux_solaires", icon: "Sun" },
  { id: "famille_enfants", icon: "Baby" },
  { id: "formation", icon: "GraduationCap" },
  { id: "emploi", icon: "Briefcase" },
  { id: "rencontre", icon: "Heart" },
  { id: "loisirs_culture", icon: "Ticket" },
  { id: "presse_medias", icon: "Newspaper" },
  { id: "voyance", icon: "Moon" },
  { id: "ecologie", icon: "Leaf" },
  { id: "juridique", icon: "Scale" },
] as const;

export type ThemeId = (typeof THEMES)[number]["id"];
export type ThemeIcon = (typeof THEMES)[number]["icon"];
export const THEME_IDS = THEMES.map((t) => t.id) as [ThemeId, ...ThemeId[]];

/** The 13 broadcast types of spec section 3, in its order. */
export const BROADCAST_TYPES = [
  "consumer_benefits",
  "content_influence",
  "email_marketing",
  "emulation",
  "lead_generation",
  "iframe",
  "mailing",
  "mobile",
  "native",
  "push_notification",
  "remarketing",
  "social_network",
  "sms",
] as const;
export type BroadcastType = (typeof BROADCAST_TYPES)[number];

/** The yes/no practices of spec section 3. */
export const PRACTICES = [
  "newsletter",
  "dedicated_emails",
  "targeted_geolocated_mailings",
  "incentive",
  "click_validation",
  "co_registration",
  "white_label",
  "site_under",
  "other",
] as const;
export type Practice = (typeof PRACTICES)[number];

/** How the publisher wants to be paid, or the advertiser to pay (the spec names the field only). */
export const REMUNERATION_TYPES = ["cpl", "cpa", "cpc", "cpm", "mixed"] as const;
export type RemunerationType = (typeof REMUNERATION_TYPES)[number];

/** The least formal legal status the account accepts to work with (the spec names the field only). */
export const MINIMUM_STATUSES = ["individual", "micro_enterprise", "company", "association"] as const;
export type MinimumStatus = (typeof MINIMUM_STATUSES)[number];
