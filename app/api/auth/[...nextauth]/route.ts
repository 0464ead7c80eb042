// GET|POST /api/auth/* – next-auth 4 (credentials sign-in, csrf, session, sign-out)
import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";

const handler = NextAuth(authOptions);

export { handler as GET, handler as POST };
