import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SignJWT } from "jose";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { advanceClock, resetClock, sandboxNow } from "../http/clock";
import { openStore, type SandboxStore } from "../store/db";
import { loadSigningKey, SIGNING_ALG, type SigningKey, TOKEN_AUDIENCE, TOKEN_ISSUER } from "./keys";
import { createVerifier, type TokenVerifier } from "./verify";

describe("access token verification", () => {
  let store: SandboxStore;
  let key: SigningKey;
  let verify: TokenVerifier;
  const dataDir = mkdtempSync(path.join(tmpdir(), "sandbox-verify-"));

  beforeAll(async () => {
    store = await openStore({ dataDir });
    key = await loadSigningKey(store.db);
    verify = createVerifier(store.db);
  }, 120_000);
  afterAll(async () => {
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  afterEach(() => resetClock());

  const token = (lifetimeSeconds: number, use = "access") =>
    new SignJWT({
      token_use: use,
      org: "demo",
      roles: ["customer"],
      subscriptions: ["SUB-1001"],
      client_id: "c",
    })
      .setProtectedHeader({ alg: SIGNING_ALG, kid: key.kid, typ: "JWT" })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject("u-alice")
      .setIssuedAt(Math.floor(sandboxNow() / 1000))
      .setExpirationTime(Math.floor(sandboxNow() / 1000) + lifetimeSeconds)
      .sign(key.privateKey);

  it("accepts a token on every call, and refuses it once the sandbox clock passes its end", async () => {
    const access = await token(60);
    for (let call = 0; call < 2; call++)
      expect(await verify(access)).toMatchObject({ ok: true, principal: { sub: "u-alice", org: "demo" } });
    advanceClock(61_000);
    expect(await verify(access)).toEqual({ ok: false, reason: "token expired" });
  });

  it("refuses a refresh token and a token with a broken signature, however often it is shown", async () => {
    const refresh = await token(60, "refresh");
    const access = await token(60);
    const forged = `${access.slice(0, -4)}AAAA`;
    for (let call = 0; call < 2; call++) {
      expect(await verify(refresh)).toEqual({ ok: false, reason: "not an access token" });
      expect(await verify(forged)).toEqual({ ok: false, reason: "invalid token" });
    }
  });
});
