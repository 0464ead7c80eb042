/**
 * Where focus goes after a submit is refused, as GOV.UK's error pattern has it: the first field marked
 * invalid, in the form's order (the first control of an invalid group of checkboxes); when no field is
 * marked (the operator refused the whole request, said in an alert), back to what sent the form, so
 * focus never falls to the page's body while the submit button is disabled and enabled again.
 */
const CONTROLS = ["input", "select", "textarea", "button"].map((tag) => `${tag}:not([disabled])`).join(", ");

export function focusAfterFailure(form: ParentNode | null, sender: Element | null): HTMLElement | undefined {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (invalid) {
    if (!invalid.matches("fieldset")) return invalid;
    return invalid.querySelector<HTMLElement>(CONTROLS) ?? invalid;
  }
  if (!sender?.isConnected || (sender as HTMLButtonElement).disabled) return undefined;
  return sender as HTMLElement;
}
