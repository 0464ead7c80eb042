import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";

// Unknown ids and other customers' ids end here alike, so a URL never tells whether something exists.
export default function CustomerNotFound() {
  return (
    <>
      <PageHeader title="Not found" />
      <EmptyState
        title="We could not find this"
        description="It does not exist, or it is not on your account. Check the link, or start from your overview."
        action={<ButtonLink href="/customer">Go to my overview</ButtonLink>}
      />
    </>
  );
}
