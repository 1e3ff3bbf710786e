import { createDataExportHandler } from "@/features/data/contacts/server/csv-http";

export const dynamic = "force-dynamic";

export const GET = createDataExportHandler("contacts");
