import { Button, Input, Label } from "@/components/ui";

/**
 * Invoices belong to accounts, and the billing contract has no call from a subscription to its
 * account, so the agent names the account (plain GET form: works without JavaScript).
 */
export function AccountJump() {
  return (
    <form action="/agent/accounts" method="get" className="flex flex-wrap items-end gap-3 text-sm">
      <p className="w-full text-gray-600">
        Invoices are kept per account. Enter the customer&apos;s account id to see its invoices and
        rectifications.
      </p>
      <div className="space-y-1.5">
        <Label htmlFor="account-jump">Account id</Label>
        <Input id="account-jump" name="id" placeholder="ACC-1003" required className="w-56" />
      </div>
      <Button type="submit" variant="secondary">
        Show invoices
      </Button>
    </form>
  );
}
