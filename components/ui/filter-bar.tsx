import type { Route } from "next";
import { useTranslations } from "next-intl";
import { type ReactNode, Suspense } from "react";
import { Button, ButtonLink } from "./button";
import { cn } from "./cn";
import { Input, Label } from "./field";
import { Select, type SelectOption } from "./select";

/** A plain GET form: the filters live in the URL, survive reload and back, and work without JavaScript. */
export function FilterBar({
  label,
  action,
  className,
  children,
}: {
  /** Accessible name of the form (tests and screen readers find it by this). */
  label: string;
  action?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form method="get" action={action} aria-label={label} className={className}>
      {children}
    </form>
  );
}

/** One labelled control of a filter bar. */
function FilterField({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("space-y-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

/** A labelled select whose value travels as the URL parameter `name`; `placeholder` is the "any" choice (""). */
export function FilterSelect({
  name,
  id = `filter-${name}`,
  label,
  defaultValue = "",
  options,
  placeholder,
  className,
}: {
  id?: string;
  label: string;
  name: string;
  defaultValue?: string;
  options: readonly SelectOption[];
  placeholder?: string;
  className?: string;
}) {
  return (
    <FilterField id={id} label={label} className={className}>
      <Select id={id} name={name} defaultValue={defaultValue} options={options} placeholder={placeholder} />
    </FilterField>
  );
}

/**
 * "From" and "To", sent as the URL parameters `from` and `to`. Typed in the portal's order (day, month,
 * year) whatever the browser's own language: a native date input shows the browser's order
 * (10/25/2026 in an American Chromium), not the page's. The server also reads the URL's ISO days.
 */
export function DateRangeFields({
  idPrefix,
  from,
  to,
  required,
}: {
  idPrefix: string;
  from: string;
  to: string;
  required?: boolean;
}) {
  const t = useTranslations("Common.filters");
  const hintId = `${idPrefix}-date-hint`;
  const field = (name: "from" | "to", value: string) => (
    <FilterField id={`${idPrefix}-${name}`} label={t(name)}>
      <Input
        id={`${idPrefix}-${name}`}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t("datePattern")}
        aria-describedby={hintId}
        defaultValue={value}
        required={required}
        className="tabular-nums"
      />
    </FilterField>
  );
  return (
    <>
      {field("from", from)}
      {field("to", to)}
      <p id={hintId} className="sr-only">
        {t("dateHint")}
      </p>
    </>
  );
}

/**
 * The line (subscription) picker: a select when there is a choice, else a hidden field. It shows the
 * ids until the lines' names arrive, so a slow operator never holds the filters back.
 */
export function LineFilter({
  id,
  lines,
  value,
}: {
  id: string;
  /** The customer's line ids at once, their names when read (lib/customer/lines.ts). */
  lines: { ids: readonly string[]; named: Promise<readonly SelectOption[]> };
  value: string;
}) {
  if (lines.ids.length <= 1) return <input type="hidden" name="sub" value={value} />;
  const byId = lines.ids.map((s) => ({ value: s, label: s }));
  return (
    <Suspense fallback={<LineSelect id={id} value={value} options={byId} />}>
      <NamedLineSelect id={id} value={value} named={lines.named} />
    </Suspense>
  );
}

async function NamedLineSelect({
  named,
  ...select
}: {
  id: string;
  value: string;
  named: Promise<readonly SelectOption[]>;
}) {
  return <LineSelect {...select} options={await named} />;
}

function LineSelect({ id, value, options }: { id: string; value: string; options: readonly SelectOption[] }) {
  const t = useTranslations("Common.filters");
  return (
    <FilterSelect
      id={id}
      label={t("line")}
      name="sub"
      defaultValue={value}
      // Two columns of the bar: "+34 910 10 00 03 · Landline" must show whole to tell the lines apart.
      className="col-span-2"
      options={options}
    />
  );
}

/** Apply the filters, or go back to the unfiltered page. */
export function FilterActions({ clearHref }: { clearHref: Route }) {
  const t = useTranslations("Common.filters");
  return (
    <div className="flex items-end gap-2">
      <Button type="submit">{t("filter")}</Button>
      <ButtonLink href={clearHref} variant="ghost">
        {t("clear")}
      </ButtonLink>
    </div>
  );
}

/** A customer reference typed by staff: a subscription or an account id. */
export function CustomerFilter({ id, defaultValue }: { id: string; defaultValue?: string }) {
  const t = useTranslations("Common.filters");
  return (
    <FilterField id={id} label={t("customer")}>
      <Input
        id={id}
        name="customer"
        defaultValue={defaultValue ?? ""}
        placeholder={t("customerPlaceholder")}
      />
    </FilterField>
  );
}
