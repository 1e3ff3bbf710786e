import { randomBytes } from "node:crypto";
import { mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { myaffilImages, myaffilVisuals } from "@/lib/db/schema";
import { badInput } from "@/lib/api/errors";
import { notFound } from "@/features/myaffil/applications/server/scope";

// turbopackIgnore: these paths live under DATA_DIR, chosen at run time.

/** The image library's limits: PNG, JPEG, GIF or WebP (by content), at most 2 MB. */
export const LIBRARY_MAX_BYTES = 2 * 1024 * 1024;
export const LIBRARY_TYPES = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
} as const;
export type LibraryType = keyof typeof LIBRARY_TYPES;

const startsWith = (bytes: Uint8Array, sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);

/** The type the bytes say, whatever name or type the upload claimed. */
export function sniffLibraryType(bytes: Uint8Array): LibraryType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61)
    return "image/gif";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return "image/webp";
  return null;
}

/** Pixel size from the header, when the format makes it easy to read (PNG, GIF, JPEG, WebP). */
export function imageSize(bytes: Uint8Array, type: LibraryType): { width: number; height: number } | null {
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    if (type === "image/png") return { width: dv.getUint32(16), height: dv.getUint32(20) };
    if (type === "image/gif") return { width: dv.getUint16(6, true), height: dv.getUint16(8, true) };
    if (type === "image/webp") {
      const chunk = String.fromCharCode(...bytes.subarray(12, 16));
      if (chunk === "VP8X")
        return { width: 1 + (dv.getUint32(24, true) & 0xffffff), height: 1 + (dv.getUint32(27, true) & 0xffffff) };
      if (chunk === "VP8 ") return { width: dv.getUint16(26, true) & 0x3fff, height: dv.getUint16(28, true) & 0x3fff };
      if (chunk === "VP8L") {
        const b = dv.getUint32(21, true);
        return { width: (b & 0x3fff) + 1, height: ((b >> 14) & 0x3fff) + 1 };
      }
      return null;
    }
    // JPEG: walk the segments to the first start-of-frame.
    let i = 2;
    while (i + 9 < bytes.length) {
      if (bytes[i] !== 0xff) return null;
      const marker = bytes[i + 1]!;
      const len = dv.getUint16(i + 2);
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
        return { height: dv.getUint16(i + 5), width: dv.getUint16(i + 7) };
      i += 2 + len;
    }
  } catch {
    return null;
  }
  return null;
}

/** <24 hex>.<ext>: anything else is not one of ours (and never a path). */
const FILE_NAME = /^[0-9a-f]{24}\.(png|jpg|gif|webp)$/;
const CONTENT_TYPES = Object.fromEntries(Object.entries(LIBRARY_TYPES).map(([t, ext]) => [ext, t])) as Record<
  string,
  LibraryType
>;

export const imagesDir = (dataDir: string) => path.join(path.resolve(/*turbopackIgnore: true*/ dataDir), "images");

export function imagePath(dataDir: string, name: string): { file: string; contentType: LibraryType } | null {
  const m = FILE_NAME.exec(name);
  if (!m) return null;
  const dir = imagesDir(dataDir);
  const file = path.join(dir, name);
  if (path.dirname(file) !== dir) return null;
  return { file, contentType: CONTENT_TYPES[m[1]!]! };
}

export async function readImage(
  dataDir: string,
  name: string,
): Promise<{ body: Buffer; contentType: LibraryType } | null> {
  const target = imagePath(dataDir, name);
  if (!target) return null;
  try {
    return { body: await readFile(/*turbopackIgnore: true*/ target.file), contentType: target.contentType };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** Keeps a printable, short version of the uploader's file name (shown only, never a path). */
const cleanName = (name: string) => name.replace(/[^\p{L}\p{N} ._-]/gu, "_").slice(-120) || "image";

/** Stores a checked image under a random name and records it in the library. */
export async function saveLibraryImage(
  db: Db,
  dataDir: string,
  type: LibraryType,
  bytes: Uint8Array,
  originalName: string,
  uploadedBy: number,
) {
  const dir = imagesDir(dataDir);
  await mkdir(/*turbopackIgnore: true*/ dir, { recursive: true });
  const storedName = `${randomBytes(12).toString("hex")}.${LIBRARY_TYPES[type]}`;
  await writeFile(/*turbopackIgnore: true*/ path.join(dir, storedName), bytes, { flag: "wx" });
  const size = imageSize(bytes, type);
  try {
    const [row] = await db
      .insert(myaffilImages)
      .values({
        storedName,
        originalName: cleanName(originalName),
        mime: type,
        sizeBytes: bytes.byteLength,
        width: size?.width ?? null,
        height: size?.height ?? null,
        uploadedBy,
      })
      .returning();
    return row!;
  } catch (error) {
    await unlink(/*turbopackIgnore: true*/ path.join(dir, storedName)).catch(() => undefined);
    throw error;
  }
}

export async function listLibraryImages(db: Db) {
  return db
    .select({
      id: myaffilImages.id,
      storedName: myaffilImages.storedName,
      originalName: myaffilImages.originalName,
      mime: myaffilImages.mime,
      sizeBytes: myaffilImages.sizeBytes,
      width: myaffilImages.width,
      height: myaffilImages.height,
      createdAt: myaffilImages.createdAt,
      usedBy: sql<number>`(select count(*)::int from perf_visuals v where v.image_id = "perf_images"."id" and v.deleted_at is null)`,
    })
    .from(myaffilImages)
    .orderBy(desc(myaffilImages.createdAt), desc(myaffilImages.id));
}

/** Removes an image no live visual uses (its row, then its file). */
export async function deleteLibraryImage(db: Db, dataDir: string, id: number): Promise<void> {
  const [img] = await db.select().from(myaffilImages).where(eq(myaffilImages.id, id));
  if (!img) throw notFound("Image");
  const [used] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(myaffilVisuals)
    .where(sql`${myaffilVisuals.imageId} = ${id} and ${myaffilVisuals.deletedAt} is null`);
  if ((used?.n ?? 0) > 0) throw badInput("Image in use", { id: "imageInUse" });
  // Deleted visuals keep their row: unlink them from the image first.
  await db.update(myaffilVisuals).set({ imageId: null }).where(eq(myaffilVisuals.imageId, id));
  await db.delete(myaffilImages).where(eq(myaffilImages.id, id));
  const target = imagePath(dataDir, img.storedName);
  if (target) await unlink(/*turbopackIgnore: true*/ target.file).catch(() => undefined);
}
