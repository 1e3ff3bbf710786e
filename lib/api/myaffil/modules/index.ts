import type { ApiModule } from "../../module";
import { adminDashboardModule } from "./admin-dashboard";
import { advertiserDashboardModule } from "./advertiser-dashboard";
import { giftDashboardModule } from "./gift-dashboard";
import { meModule } from "./me";
import { trackingModule } from "@/features/myaffil/tracking/api";
import { objectivesModule } from "@/features/myaffil/tracking/objectives-api";
import { manivoxModule } from "@/features/myaffil/tracking/manivox-api";
import { programsModule } from "@/features/myaffil/programs/api";
import { campaignsModule } from "@/features/myaffil/campaigns/api";
import { coregDashboardModule } from "./coreg-dashboard";
import { publisherDashboardModule } from "./publisher-dashboard";
import { statsModule } from "@/features/myaffil/stats/api";
import { visualsModule } from "@/features/myaffil/creatives/api";
import { supportsModule } from "@/features/myaffil/supports/api";
import { applicationsModule } from "@/features/myaffil/applications/api";
import { shootsModule } from "@/features/myaffil/shoots/api";

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
