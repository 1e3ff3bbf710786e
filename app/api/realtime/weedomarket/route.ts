import { createMarketRealtimeHandler } from "@/lib/realtime/market-stream";

export const dynamic = "force-dynamic";

/** GET /api/realtime/weedomarket: the live figures of /temps-reel/weedomarket as Server-Sent Events. */
export const GET = createMarketRealtimeHandler();
