import { describe, expect, it } from "vitest";
import { signInError } from "./sign-in-errors";

describe("what the login form says for each sign-in error code", () => {
  it("names wrong credentials, an unavailable service and an ended session", () => {
    expect(signInError("CredentialsSignin")).toEqual({ key: "wrongCredentials" });
    expect(signInError("ServiceUnavailable")).toEqual({ key: "unavailable" });
    expect(signInError("SessionExpired")).toEqual({ key: "sessionExpired" });
    expect(signInError(undefined)).toBeUndefined();
  });

  it("turns the throttle's wait into whole minutes, at least one", () => {
    expect(signInError("TooManyAttempts:840")).toEqual({ key: "throttled", minutes: 14 });
    expect(signInError("TooManyAttempts:5")).toEqual({ key: "throttled", minutes: 1 });
    expect(signInError("TooManyAttempts:nonsense")).toEqual({ key: "throttled", minutes: 1 });
  });

  it("answers any other code, including one typed into the address, with a generic message", () => {
    expect(signInError("<script>")).toEqual({ key: "unknown" });
  });
});
