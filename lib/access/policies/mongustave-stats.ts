import { ADMIN, MARKET_ADMIN } from "./roles";

/**
 * The administrators' Mon Gustave statistics, with their routes' rules: the /weedomarket/admin/stats/*
 * pages (statGustave, statClientsGustave, tempReponseWS, stats_mg) are for administrators on the
 * marketplace allow-list; /DashboardMonGustaveAdmin is every administrator's. Spread into MARKET_POLICIES.
 */
export const MONGUSTAVE_STATS_POLICIES = {
  Query: {
    mgAdminVolumeStats: MARKET_ADMIN,
    mgAdminClientStats: MARKET_ADMIN,
    mgAdminResponseTimes: MARKET_ADMIN,
    mgAdminMarginStats: MARKET_ADMIN,
    mgAdminDashboard: ADMIN,
  },
} as const;
