import { useTranslations } from "next-intl";
import { Button, Input, Label } from "@/components/ui";

/**
 * Invoices belong to accounts, and the billing contract has no call from a subscription to its
 * account, so the agent names the account (plain GET form: works without JavaScript).
 */
export function AccountJump() {
  const t = useTranslations("Agent.accountJump");
  return (
    <form action="/agent/accounts" method="get" className="flex flex-wrap items-end gap-3 text-sm">
      <p className="w-full text-gray-600">{t("intro")}</p>
      <div className="space-y-1.5">
        <Label htmlFor="account-jump">{t("label")}</Label>
        <Input id="account-jump" name="id" placeholder="ACC-1003" required className="w-56" />
      </div>
      <Button type="submit" variant="secondary">
        {t("submit")}
      </Button>
    </form>
  );
}
