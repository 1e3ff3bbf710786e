import { maintenanceJson } from "./answer";
import { counted, inMaintenance } from "./state";

/**
 * A route handler that writes, paused during maintenance: refused with a 503 the client may retry
 * (`answer`, JSON by default) while a restore runs, and counted while it runs otherwise, so that a
 * restore starts only once it has ended.
 */
export function pausedDuringMaintenance<A extends unknown[]>(
  handler: (request: Request, ...rest: A) => Response | Promise<Response>,
  answer: (request: Request) => Response = maintenanceJson,
): (request: Request, ...rest: A) => Promise<Response> {
  return (request, ...rest) => {
    // A CORS preflight writes nothing: it is answered as usual, so that the call it precedes gets the refusal.
    if (request.method === "OPTIONS") return Promise.resolve(handler(request, ...rest));
    return inMaintenance() ? Promise.resolve(answer(request)) : counted(async () => handler(request, ...rest));
  };
}
