import type { ApiModule } from "../../module";
import { adminDashboardModule } from "@/features/shell/dashboards/admin-api";
import { advertiserDashboardModule } from "@/features/shell/dashboards/advertiser-api";
import { giftDashboardModule } from "@/features/shell/dashboards/gift-api";
import { meModule } from "./me";
import { trackingModule } from "@/features/myaffil/tracking/api";
import { objectivesModule } from "@/features/myaffil/tracking/objectives-api";
import { manivoxModule } from "@/features/myaffil/tracking/manivox-api";
import { programsModule } from "@/features/myaffil/programs/api";
import { campaignsModule } from "@/features/myaffil/campaigns/api";
import { coregDashboardModule } from "@/features/shell/dashboards/coreg-api";
import { publisherDashboardModule } from "@/features/shell/dashboards/publisher-api";
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
