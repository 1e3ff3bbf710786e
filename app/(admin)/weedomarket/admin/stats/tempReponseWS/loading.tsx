export { MgAdminLoading as default } from "@/features/mongustave/stats/ui/loading";
