import type { ApiModule } from "../../module";
import { adminDashboardModule } from "./admin-dashboard";
import { advertiserDashboardModule } from "./advertiser-dashboard";
import { giftDashboardModule } from "./gift-dashboard";
import { meModule } from "./me";
import { publisherDashboardModule } from "./publisher-dashboard";

/** Every module of the performance API; a domain adds its module here. */
export const perfModules: ApiModule[] = [meModule, adminDashboardModule, advertiserDashboardModule, publisherDashboardModule, giftDashboardModule];
