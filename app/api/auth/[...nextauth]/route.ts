// GET|POST /api/auth/* – next-auth 4 (credentials sign-in, csrf, session, sign-out)

import type { NextRequest } from "next/server";
import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";
import { throttledSignIn } from "@/lib/auth/throttled-sign-in";

const handler = NextAuth(authOptions);

type Context = { params: Promise<{ nextauth: string[] }> };

// The credentials sign-in goes through the login throttle (429 + Retry-After), which reads the body
// once and hands next-auth exactly what it read; the rest is next-auth's.
async function POST(request: NextRequest, context: Context) {
  if (!request.nextUrl.pathname.endsWith("/callback/credentials")) return handler(request, context);
  return throttledSignIn(request, (read) => handler(read, context));
}

export { handler as GET, POST };
