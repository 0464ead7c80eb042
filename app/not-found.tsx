import type { Metadata } from "next";
import { ButtonLink } from "@/components/ui/button";

export const metadata: Metadata = { title: "Page not found" };

export default function NotFound() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center px-6 text-center">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight text-gray-900">Page not found</h1>
      <p className="mt-2 text-sm text-gray-600">The page you were looking for does not exist or has moved.</p>
      <ButtonLink href="/" className="mt-6">
        Go to my home page
      </ButtonLink>
    </main>
  );
}
