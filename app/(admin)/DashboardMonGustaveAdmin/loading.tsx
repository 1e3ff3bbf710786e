export { MgAdminLoading as default } from "@/components/mongustave/admin/loading";
