import { guardMetadata, RedirectGuardPage } from "../redirect-guard-page";

export const generateMetadata = guardMetadata;
export default RedirectGuardPage;
