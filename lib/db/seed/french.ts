export const FIRST_NAMES = [
  "Camille",
  "Léa",
  "Manon",
  "Chloé",
  "Inès",
  "Jade",
  "Louise",
  "Emma",
  "Zoé",
  "Juliette",
  "Lucas",
  "Hugo",
  "Louis",
  "Gabriel",
  "Arthur",
  "Jules",
  "Raphaël",
  "Théo",
  "Nathan",
  "Mathis",
] as const;

export const LAST_NAMES = [
  "Martin",
  "Bernard",
  "Dubois",
  "Thomas",
  "Robert",
  "Richard",
  "Petit",
  "Durand",
  "Leroy",
  "Moreau",
  "Simon",
  "Laurent",
  "Lefèvre",
  "Michel",
  "Garcia",
  "David",
  "Bertrand",
  "Roux",
  "Vincent",
  "Fournier",
] as const;

export const CITIES = [
  { city: "Paris", zip: "75011" },
  { city: "Lyon", zip: "69003" },
  { city: "Marseille", zip: "13006" },
  { city: "Toulouse", zip: "31000" },
  { city: "Nantes", zip: "44000" },
  { city: "Bordeaux", zip: "33000" },
  { city: "Lille", zip: "59000" },
  { city: "Rennes", zip: "35000" },
  { city: "Strasbourg", zip: "67000" },
] as const;

export const STREETS = [
  "rue de la République",
  "avenue Jean Jaurès",
  "boulevard Voltaire",
  "rue Victor Hugo",
  "place du Marché",
] as const;

export const SOCIETY_SUFFIXES = [
  "Médias",
  "Conseil",
  "Digital",
  "Assurances",
  "Énergies",
  "Travaux",
  "Finance",
] as const;

export const SECTORS = ["Assurance", "Énergie", "Immobilier", "Banque", "Formation", "Rénovation", "Télécom"] as const;
