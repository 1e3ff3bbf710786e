import { randomBytes } from "node:crypto";
import { mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { auditLog, users } from "@/lib/db/schema";
import { logger } from "@/lib/logger";
import { AVATAR_TYPES, type AvatarType } from "@/lib/validation/profile";

// turbopackIgnore: these paths live under DATA_DIR, chosen at run time; without the marks the
// build would trace the whole project into the server output.

/** Where uploaded images are served from: GET /api/profile/image/<file>. */
export const AVATAR_URL_PREFIX = "/api/profile/image/";

/** <userId>-<24 hex>.<ext>: anything else is not one of ours (and never a path). */
const FILE_NAME = /^(\d{1,10})-[0-9a-f]{24}\.(png|jpg|webp)$/;

const CONTENT_TYPES: Record<string, AvatarType> = Object.fromEntries(
  Object.entries(AVATAR_TYPES).map(([type, ext]) => [ext, type as AvatarType]),
);

export const avatarsDir = (dataDir: string) =>
  path.join(path.resolve(/*turbopackIgnore: true*/ dataDir), "uploads", "avatars");

/** The file behind a served name, or null when the name is not one the store could have written. */
export function avatarPath(dataDir: string, name: string): { file: string; contentType: AvatarType } | null {
  const m = FILE_NAME.exec(name);
  if (!m) return null;
  const dir = avatarsDir(dataDir);
  const file = path.join(dir, name);
  // The pattern already excludes separators and dots; this keeps it so if the pattern ever changes.
  if (path.dirname(file) !== dir) return null;
  return { file, contentType: CONTENT_TYPES[m[2]!]! };
}

export async function readAvatar(
  dataDir: string,
  name: string,
): Promise<{ body: Buffer; contentType: AvatarType } | null> {
  const target = avatarPath(dataDir, name);
  if (!target) return null;
  try {
    return { body: await readFile(/*turbopackIgnore: true*/ target.file), contentType: target.contentType };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/**
 * Stores a checked image as the user's profile image and points users.image at it; the previous
 * upload of the same user is removed afterwards.
 */
export async function saveAvatar(
  db: Db,
  dataDir: string,
  userId: number,
  type: AvatarType,
  bytes: Uint8Array,
  ip: string | null,
): Promise<string> {
  const dir = avatarsDir(dataDir);
  await mkdir(/*turbopackIgnore: true*/ dir, { recursive: true });
  const name = `${userId}-${randomBytes(12).toString("hex")}.${AVATAR_TYPES[type]}`;
  await writeFile(/*turbopackIgnore: true*/ path.join(dir, name), bytes, { flag: "wx" });
  const url = AVATAR_URL_PREFIX + name;
  let previous: string | null = null;
  try {
    previous = await db.transaction(async (tx) => {
      const [before] = await tx.select({ image: users.image }).from(users).where(eq(users.id, userId)).for("update");
      await tx.update(users).set({ image: url, updatedAt: new Date() }).where(eq(users.id, userId));
      await tx.insert(auditLog).values({
        actorId: userId,
        action: "profile_image_updated",
        targetType: "user",
        targetId: String(userId),
        ip,
        details: { type, bytes: bytes.byteLength },
      });
      return before?.image ?? null;
    });
  } catch (error) {
    await unlink(/*turbopackIgnore: true*/ path.join(dir, name)).catch(() => undefined);
    throw error;
  }
  await removeOwnUpload(dataDir, userId, previous);
  return url;
}

async function removeOwnUpload(dataDir: string, userId: number, url: string | null) {
  if (!url?.startsWith(AVATAR_URL_PREFIX)) return;
  const name = url.slice(AVATAR_URL_PREFIX.length);
  const target = avatarPath(dataDir, name);
  if (!target || !name.startsWith(`${userId}-`)) return;
  await unlink(/*turbopackIgnore: true*/ target.file).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== "ENOENT") logger.warn({ err, userId }, "old profile image not removed");
  });
}
