import { setTimeout as sleep } from "node:timers/promises";
import type { Context, MiddlewareHandler } from "hono";
import { z } from "zod";
import { errorDto } from "../support/appointments/error-dto";
import { endpointCodeOf } from "./endpoint";
import type { AppEnv } from "./env";
import { errorBody, traceIdOf } from "./errors";

/**
 * Fault injection for tests: added latency and forced statuses per route, set at run time through
 * the admin API. Kept in memory: faults belong to one sandbox process and vanish on restart.
 */
export const faultRule = z.object({
  /** Matched against `METHOD /path` of the request, e.g. `^POST /billing/v1/.+/movement$`. */
  match: z.string().min(1),
  latencyMs: z.number().int().min(0).max(60_000).default(0),
  status: z.union([z.literal(500), z.literal(502), z.literal(504)]).optional(),
  /** With a forced status: answer it only after the request was processed (a write that happened anyway). */
  afterHandler: z.boolean().default(false),
  /** How many requests the rule applies to before it expires; unlimited when absent. */
  times: z.number().int().positive().optional(),
});
export type FaultRule = z.infer<typeof faultRule>;
type FaultStatus = NonNullable<FaultRule["status"]>;

interface ActiveRule extends FaultRule {
  pattern: RegExp;
  remaining: number;
}

export class FaultInjector {
  private rules: ActiveRule[] = [];

  set(rules: FaultRule[]) {
    this.rules = rules.map((r) => ({ ...r, pattern: new RegExp(r.match), remaining: r.times ?? Infinity }));
  }

  list(): FaultRule[] {
    return this.rules.map(({ pattern: _p, remaining: _r, ...rule }) => rule);
  }

  private take(key: string): ActiveRule | undefined {
    const rule = this.rules.find((r) => r.remaining > 0 && r.pattern.test(key));
    if (rule) rule.remaining -= 1;
    return rule;
  }

  middleware(): MiddlewareHandler<AppEnv> {
    return async (c, next) => {
      const rule = this.rules.length ? this.take(`${c.req.method} ${c.req.path}`) : undefined;
      if (!rule) return next();
      if (rule.latencyMs) await sleep(rule.latencyMs);
      if (!rule.status) return next();
      if (!rule.afterHandler) return faultResponse(c, rule.status);
      await next();
      // Cleared first so the handler's headers (content-length, idempotent-replayed) are not merged in.
      c.res = undefined;
      c.res = faultResponse(c, rule.status);
    };
  }
}

/**
 * The answer a real upstream failure would give: on the billing-style APIs `{error, message,
 * trace_id}` with the endpoint's own code for 500/502 (getMovements, createMovement, ...) and a
 * generic one for 504 (contract 000, section 7); on the appointments API an ErrorDto.
 */
function faultResponse(c: Context<AppEnv>, status: FaultStatus): Response {
  const message = status === 504 ? "The gateway timed out." : "A third-party connection is not responding.";
  const body = c.req.path.startsWith("/appointments/")
    ? errorDto(c, status, message)
    : errorBody(c, status === 504 ? "gatewayTimeout" : (endpointCodeOf(c) ?? "injectedFault"), message);
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "x-trace-id": traceIdOf(c) },
  });
}
