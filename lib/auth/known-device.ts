import "server-only";
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { authSecret, useSecureCookies } from "./config";

/**
 * A browser that signed in as a person keeps a signed note of it, so a stranger's wrong passwords
 * for that person (which pause the username, lib/auth/login-throttle.ts) never stop them signing in.
 * It holds no secret and grants nothing else: the password is still checked, and the per-address
 * limits still count.
 */
export const KNOWN_DEVICE_COOKIE = `${useSecureCookies ? "__Host-" : ""}portal-known-device`;

const KNOWN_DEVICE_DAYS = 180;
/** People remembered per browser (a shared family computer); the oldest is forgotten first. */
const PEOPLE_KEPT = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Note {
  /** Hashes of the usernames signed in here, newest last. */
  people: string[];
  /** Epoch ms of the last successful sign-in here. */
  at: number;
}

// Its own key, derived from the session secret: a note can never pass for anything else signed with it.
const key = () => createHmac("sha256", authSecret()).update("portal known-device note").digest();
const personOf = (username: string) =>
  createHash("sha256").update(username.trim().toLowerCase()).digest("base64url").slice(0, 22);
const macOf = (payload: string) => createHmac("sha256", key()).update(payload).digest("base64url");

function readNote(value: string | undefined, now: number): Note | undefined {
  const [payload, mac] = (value ?? "").split(".");
  if (!payload || !mac) return undefined;
  const expected = Buffer.from(macOf(payload));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const note = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Note;
    if (!Array.isArray(note.people) || typeof note.at !== "number") return undefined;
    return now - note.at < KNOWN_DEVICE_DAYS * DAY_MS ? note : undefined;
  } catch {
    return undefined;
  }
}

export function isKnownDevice(value: string | undefined, username: string, now = Date.now()): boolean {
  return readNote(value, now)?.people.includes(personOf(username)) ?? false;
}

/** The Set-Cookie header after `username` signed in on this browser. */
export function knownDeviceCookie(value: string | undefined, username: string, now = Date.now()): string {
  const person = personOf(username);
  const before = readNote(value, now)?.people.filter((known) => known !== person) ?? [];
  const note: Note = { people: [...before, person].slice(-PEOPLE_KEPT), at: now };
  const payload = Buffer.from(JSON.stringify(note)).toString("base64url");
  const attributes = [
    `${KNOWN_DEVICE_COOKIE}=${payload}.${macOf(payload)}`,
    "Path=/",
    `Max-Age=${KNOWN_DEVICE_DAYS * 24 * 60 * 60}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(useSecureCookies ? ["Secure"] : []),
  ];
  return attributes.join("; ");
}
