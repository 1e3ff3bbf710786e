/**
 * Another instance's rate limiter, in its own process, for tests/integration/rate-limit-shared.test.ts:
 * spends `count` points of limit `name` on `key` through lib/security/rate-limit.ts (which reads
 * RATE_LIMIT_REDIS_URL like any instance) and prints what each hit answered, as JSON.
 *
 *   node --import tsx tests/helpers/limit-hits.ts <name> <key> <count>
 */
import { closeRateLimitStore, hit, type LimitName } from "@/lib/security/rate-limit";

const [name, key, count] = process.argv.slice(2);
const refused: boolean[] = [];
for (let i = 0; i < Number(count); i++) refused.push(await hit(name as LimitName, key!));
console.log(JSON.stringify(refused));
await closeRateLimitStore();
// The in-memory fallback limiter keeps timers alive: this process has said all it had to.
process.exit(0);
