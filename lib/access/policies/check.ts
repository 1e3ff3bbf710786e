import { anyOf, only, R } from "../api-policy";
import { emailListed, onlyLaws } from "../rules";

// Weedo check / Weedo Trust (spec section 6), as the route registry restricts its screens.
/** /weedocheck/{admin,editeur,annonceur}/verifications: administrators, advertisers, publishers. */
export const CHECK_ANY = anyOf([R.admin], [R.an], [R.af]);
/** The client's own product (its key, its lists): advertisers and publishers (ownership in the query). */
export const CHECK_CLIENT = anyOf([R.an], [R.af]);
/** scenarios and events: ad in the admin layout; the five listed e-mails in the client layouts. */
export const CHECK_SCENARIOS = anyOf(
  [onlyLaws("ad")],
  [R.an, emailListed("checkScenarioUsers")],
  [R.af, emailListed("checkScenarioUsers")],
);
/** calculateur_weedo_trust: the five staff e-mails in the admin layout; every client. */
export const CHECK_CALCULATOR = anyOf([R.admin, emailListed("pricingCalculatorStaff")], [R.an], [R.af]);
/** The price grid behind the calculator: the staff who see the admin calculator. */
export const CHECK_PRICE_GRID = only(R.admin, emailListed("pricingCalculatorStaff"));
/** /suivi_weedo_trust/statistiques and consommation: the six Weedo Trust staff e-mails. */
export const TRUST_STAFF = only(R.admin, emailListed("weedoTrustStaff"));
/** The administrators' client picker. */
export const CHECK_ADMIN = only(R.admin);
