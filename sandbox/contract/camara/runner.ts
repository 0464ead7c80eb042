import { randomUUID } from "node:crypto";
import { advanceSandboxClock, resetSandboxClock, sandboxUrl } from "../client";
import { ALL_SCOPES, boundToken, networkToken } from "../network-helpers";

/**
 * A small executor for scenarios transcribed from CAMARA's Gherkin test plans (code/Test_definitions of
 * each API repository). It knows only the published test subjects and HTTP: no sandbox internals.
 *
 * Adaptations to the operator's contract (seed 001), the same for every plan:
 * - "$.status is N" is the HTTP status; "$.code is C" is the seed body's `code`; "$.message contains a
 *   user friendly text" is its `details` (the seed's error body is `{code, title, ref, details}`).
 * - Resources are `{gateway_url}/v0/orgs/demo/<api>/<operation>`, not CAMARA's versioned paths.
 */
export interface Subject {
  phoneNumber: string;
  labels: string[];
  latestDeviceChange?: string | null;
  tenureStart?: string;
  contractType?: string;
  kyc?: Record<string, string>;
  consents?: {
    clientId: string;
    scopes: string[];
    purpose: string;
    statusValidForProcessing: boolean;
    statusReason?: string;
    expirationDate?: string;
    onboarded?: boolean;
  }[];
  device?: {
    imei: string;
    imeisv?: string;
    tac: string;
    model?: string;
    manufacturer?: string;
    ppid?: string;
    ipv4Address?: { publicAddress: string; publicPort?: number };
  };
  networkType?: string;
  location?: { latitude: number; longitude: number; radius: number; lastLocationTime?: string };
}

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  contentType: string;
  correlatorEchoed: boolean;
}

/** Which token a scenario sends: none, a broken one, one without the API's scope, unbound, or bound. */
type TokenKind = "none" | "invalid" | "withoutScope" | "unbound" | "bound" | "expired";

/** Past any access-token lifetime the sandbox allows (at most a day). */
const EXPIRY_SECONDS = 24 * 60 * 60 + 1;

interface Request {
  token?: TokenKind;
  /** undefined: no body at all; a string: sent as is. */
  body?: Record<string, unknown> | string;
}

export type Outcome = { pass: boolean; detail?: string } | { notRunnable: string };

export interface Scenario {
  /** The CAMARA scenario tag (with the example row for outlines). */
  id: string;
  api: string;
  run: (ctx: Context) => Promise<Outcome>;
}

/** The subscriber the bound token identifies (alice's line, published as a test subject). */
export const BOUND_NUMBER = "+34600100001";

export interface Context {
  subjects: Subject[];
  send: (path: string, request: Request) => Promise<Answer>;
}

export async function createContext(): Promise<Context> {
  const subjects = (await (
    await fetch(`${sandboxUrl()}/gateway/v0/sandbox/test-subjects`)
  ).json()) as Subject[];
  const unbound = await networkToken();
  const bound = await boundToken("alice", BOUND_NUMBER);
  const tokensWithout = new Map<string, string>();
  const withoutScope = async (path: string) => {
    const api = path.split("/")[0] ?? "";
    const others = ALL_SCOPES.filter((scope) => !scope.startsWith(`${api}:`));
    if (!tokensWithout.has(api)) tokensWithout.set(api, await networkToken(others));
    return tokensWithout.get(api) as string;
  };
  const tokenFor = async (kind: TokenKind, path: string) => {
    if (kind === "none") return undefined;
    if (kind === "invalid") return "eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.invalid";
    if (kind === "withoutScope") return withoutScope(path);
    if (kind === "expired") return networkToken();
    return kind === "bound" ? bound : unbound;
  };
  return {
    subjects,
    async send(path, request) {
      const correlator = randomUUID();
      const headers = new Headers({ "content-type": "application/json", "x-correlator": correlator });
      const token = await tokenFor(request.token ?? "unbound", path);
      if (token) headers.set("authorization", `Bearer ${token}`);
      const body =
        request.body === undefined
          ? undefined
          : typeof request.body === "string"
            ? request.body
            : JSON.stringify(request.body);
      // An expired token: a fresh one, then the sandbox's clock moved past its end (and back after).
      if (request.token === "expired") await advanceSandboxClock(EXPIRY_SECONDS);
      const response = await fetch(`${sandboxUrl()}/gateway/v0/orgs/demo/${path}`, {
        method: "POST",
        headers,
        body,
      }).finally(() => (request.token === "expired" ? resetSandboxClock() : undefined));
      const text = await response.text();
      let parsed: Record<string, unknown> = {};
      try {
        parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        parsed = { unparsable: text };
      }
      return {
        status: response.status,
        body: parsed,
        contentType: response.headers.get("content-type") ?? "",
        correlatorEchoed: response.headers.get("x-correlator") === correlator,
      };
    },
  };
}

/** "Then the response status code is N, $.code is C and $.message contains a user friendly text". */
export function isError(answer: Answer, status: number, ...codes: string[]): Outcome {
  const details = answer.body.details;
  const pass =
    answer.status === status &&
    codes.includes(String(answer.body.code)) &&
    typeof details === "string" &&
    details.length > 0;
  return { pass, detail: `${answer.status} ${JSON.stringify(answer.body)}` };
}

/** The common success validations: 200, JSON, the x-correlator echoed, and the scenario's own check. */
export function isSuccess(
  answer: Answer,
  check: (body: Record<string, unknown>) => boolean = () => true,
): Outcome {
  const pass =
    answer.status === 200 &&
    answer.contentType.startsWith("application/json") &&
    answer.correlatorEchoed &&
    check(answer.body);
  return { pass, detail: `${answer.status} ${JSON.stringify(answer.body)}` };
}

export const notRunnable = (reason: string): Outcome => ({ notRunnable: reason });

/** The first subject matching, or a not-runnable outcome naming what the plan needs. */
export function pick(ctx: Context, need: string, matches: (s: Subject) => boolean): Subject | Outcome {
  return ctx.subjects.find(matches) ?? notRunnable(`no published test subject ${need}`);
}

export const isOutcome = (value: Subject | Outcome): value is Outcome =>
  "pass" in value || "notRunnable" in value;
