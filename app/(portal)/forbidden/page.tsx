import type { Metadata } from "next";
import { ButtonLink } from "@/components/ui/button";
import { Card, CardBody } from "@/components/ui/card";
import { homeFor, ROLE_LABEL } from "@/lib/auth/roles";
import { requireSession } from "@/lib/auth/session";

export const metadata: Metadata = { title: "No access" };

// Where requireSession() sends a signed-in user whose role does not open the page they asked for.
export default async function ForbiddenPage() {
  const { user } = await requireSession();
  const roles = user.roles.map((role) => ROLE_LABEL[role]).join(", ") || "none";
  return (
    <Card className="mx-auto mt-8 max-w-xl">
      <CardBody className="px-6 py-8 text-center sm:px-10">
        <p className="text-sm font-semibold text-brand-700">Error 403</p>
        <h1 className="mt-2 text-2xl font-semibold tracking-tight text-gray-900">
          You do not have access to this page
        </h1>
        <p className="mt-3 text-sm text-gray-600">
          You are signed in as <strong className="font-medium text-gray-900">{user.name}</strong> with the
          role <strong className="font-medium text-gray-900">{roles}</strong>. This page belongs to another
          role, so it is not available to you. If you think you need it, ask your administrator.
        </p>
        <ButtonLink href={homeFor(user.roles)} className="mt-6">
          Go to my home page
        </ButtonLink>
      </CardBody>
    </Card>
  );
}
