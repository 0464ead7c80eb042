import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";

/** Opens a line by its subscription id: a plain GET form, so it works without the page's scripts. */
export function LineLookup({ value, error }: { value: string; error?: string }) {
  const t = useTranslations("Lines.lookup");
  return (
    <form action="/support/lines" method="get" className="flex flex-wrap items-start gap-3">
      <Field
        id="line-lookup"
        label={t("label")}
        hint={t("hint")}
        error={error}
        className="min-w-64 flex-1 sm:max-w-md"
        isRequired
      >
        {(control) => (
          <Input {...control} name="sub" defaultValue={value} autoComplete="off" spellCheck={false} />
        )}
      </Field>
      <Button type="submit" className="sm:mt-6">
        {t("submit")}
      </Button>
    </form>
  );
}
