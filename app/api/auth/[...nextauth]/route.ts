// GET|POST /api/auth/* – next-auth 4 (credentials sign-in, csrf, session, sign-out)
import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";
import { throttledSignIn } from "@/lib/auth/throttled-sign-in";

const handler = NextAuth(authOptions);

type Context = { params: Promise<{ nextauth: string[] }> };

// The credentials sign-in goes through the login throttle (429 + Retry-After); the rest is next-auth's.
async function POST(request: Request, context: Context) {
  if (!new URL(request.url).pathname.endsWith("/callback/credentials")) return handler(request, context);
  return throttledSignIn(request, () => handler(request, context));
}

export { handler as GET, POST };
