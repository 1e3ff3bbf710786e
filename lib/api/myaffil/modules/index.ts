import type { ApiModule } from "../../module";
import { adminDashboardModule } from "./admin-dashboard";
import { advertiserDashboardModule } from "./advertiser-dashboard";
import { giftDashboardModule } from "./gift-dashboard";
import { meModule } from "./me";
import { trackingModule } from "./tracking";
import { objectivesModule } from "./objectives";
import { manivoxModule } from "./manivox";
import { programsModule } from "./programs";
import { campaignsModule } from "./campaigns";
import { coregDashboardModule } from "./coreg-dashboard";
import { publisherDashboardModule } from "./publisher-dashboard";
import { statsModule } from "./stats";
import { visualsModule } from "./visuals";
import { supportsModule } from "./supports";
import { applicationsModule } from "./applications";
import { shootsModule } from "./shoots";

/** Every module of the performance API; a domain adds its module here. */
export const myaffilModules: ApiModule<"myaffil">[] = [
  meModule,
  adminDashboardModule,
  advertiserDashboardModule,
  publisherDashboardModule,
  coregDashboardModule,
  giftDashboardModule,
  programsModule,
  campaignsModule,
  statsModule,
  visualsModule,
  supportsModule,
  applicationsModule,
  shootsModule,
  trackingModule,
  objectivesModule,
  manivoxModule,
];
