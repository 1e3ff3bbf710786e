import { createMembersExportHandler } from "@/features/staff/members/server/csv-http";

export const dynamic = "force-dynamic";

/** GET /api/members/csv: the members of /Membreslist as CSV (administrators). */
export const GET = createMembersExportHandler();
