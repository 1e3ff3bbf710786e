import { createMgRealtimeHandler } from "@/lib/realtime/mongustave-stream";

export const dynamic = "force-dynamic";

/** GET /api/realtime/mongustave: the live figures of /temps-reel/mongustave as Server-Sent Events. */
export const GET = createMgRealtimeHandler();
