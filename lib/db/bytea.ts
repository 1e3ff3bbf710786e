import { customType } from "drizzle-orm/pg-core";

/** Raw bytes (sealed and issued PDFs, drawn signatures): Buffer in, Buffer out on both engines. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});
