import "server-only";
import { randomUUID } from "node:crypto";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { OperatorError } from "@/lib/http";
import { passwordGrant } from "@/lib/operator/token/client";
import { sessionFromTokens } from "./claims";
import { authSecret, SESSION_MAX_AGE_SECONDS, useSecureCookies } from "./config";
import { endSession } from "./end-session";
import { sessionRegistry } from "./session-registry";
import { sessionToken } from "./session-token";
import { SIGN_IN_ERROR } from "./sign-in-errors";

/** Longer passwords are not sent upstream (the operator would spend a hash on megabytes). */
const MAX_PASSWORD_LENGTH = 1024;

export const authOptions: NextAuthOptions = {
  secret: authSecret(),
  useSecureCookies,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: "/login", error: "/login" },
  providers: [
    CredentialsProvider({
      id: "credentials",
      name: "Username and password",
      credentials: {
        username: { label: "Username", type: "text" },
        password: { label: "Password", type: "password" },
      },
      async authorize(credentials) {
        const username = credentials?.username?.trim() ?? "";
        const password = credentials?.password ?? "";
        if (!username || !password || password.length > MAX_PASSWORD_LENGTH) return null;
        try {
          const tokens = await passwordGrant(username, password);
          const now = Date.now();
          const record = { sid: randomUUID(), sessionExpires: now + SESSION_MAX_AGE_SECONDS * 1000 };
          const session = sessionFromTokens(tokens, record, now);
          await sessionRegistry.open({
            id: record.sid,
            org: session.user.org,
            userId: session.user.id,
            roles: session.user.roles,
            expiresAt: new Date(record.sessionExpires),
          });
          // next-auth hands this object to the jwt callback once, at sign-in; it never reaches the browser.
          return { id: session.user.id, session };
        } catch (error) {
          if (error instanceof OperatorError && error.code === "invalid_grant") return null;
          // A thrown message travels to the login page as ?error=; keep it a code, log the detail.
          console.error("[auth] sign-in failed upstream", error);
          throw new Error(SIGN_IN_ERROR.unavailable);
        }
      },
    }),
  ],
  events: {
    // Sign-out ends the session record (a copied cookie stops working on every instance) and the
    // upstream sign-in too (a copied refresh token can no longer be used).
    async signOut({ token }) {
      const parsed = sessionToken.safeParse(token);
      if (!parsed.success) return;
      await endSession(parsed.data);
    },
  },
  callbacks: {
    jwt({ token, user }) {
      // Sign-in: replace next-auth's default token with ours. Later calls keep what proxy.ts wrote.
      if (user && "session" in user) return sessionToken.parse(user.session);
      return token;
    },
    session({ session, token }) {
      // Only non-secret user info goes to the browser: never the access or refresh token.
      const parsed = sessionToken.safeParse(token);
      if (!parsed.success) return { expires: session.expires };
      const { id, name, username, org, roles } = parsed.data.user;
      return { expires: session.expires, user: { id, name, username, org, roles } };
    },
  },
};
