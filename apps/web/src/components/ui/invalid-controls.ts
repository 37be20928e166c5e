export interface InvalidControl {
  element: HTMLElement;
  /** The field's name as its label reads. */
  label: string;
  /** Its error, as shown under it. */
  message: string;
  /** The id of the form section it sits in, if any (`data-form-section`). */
  section: string | undefined;
}

let unnamed = 0;

const FOCUSABLE = "input:not([type=hidden]):not([disabled]), select, textarea, button:not([disabled]), [tabindex]";

/**
 * The form's invalid controls in reading (document) order: every control that shows an error
 * marks itself `aria-invalid` and points at its message with `aria-describedby`.
 */
export function invalidControls(form: HTMLFormElement): InvalidControl[] {
  // The summary links to each control by its id; the few without one get a stable one here.
  form.querySelectorAll<HTMLElement>('[aria-invalid="true"]:not([id])').forEach((element) => (element.id = `invalid-control-${++unnamed}`));
  return (
    [...form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')]
      // A group marked invalid counts once, not again for each of its controls.
      .filter((element, _, all) => !all.some((other) => other !== element && other.contains(element)))
      .map((element) => ({
        element,
        label: labelOf(element),
        message: messageOf(element),
        section: element.closest<HTMLElement>("[data-form-section]")?.id,
      }))
  );
}

/** Focuses the control (or a group's first control) and brings it into view with its label. */
export function focusControl(element: HTMLElement) {
  const target = element.matches(FOCUSABLE) ? element : element.querySelector<HTMLElement>(FOCUSABLE);
  element.scrollIntoView({ block: "center" });
  if (target) target.focus({ preventScroll: true });
  else {
    element.tabIndex = -1;
    element.focus({ preventScroll: true });
  }
}

function labelOf(element: HTMLElement): string {
  const byIds = textOfIds(element.getAttribute("aria-labelledby"));
  if (byIds) return byIds;
  const labels = (element as HTMLInputElement).labels;
  if (labels?.[0]) return clean(labels[0].textContent);
  if (element instanceof HTMLFieldSetElement) {
    const legend = element.querySelector("legend");
    if (legend) return clean(legend.textContent);
  }
  return clean(element.getAttribute("aria-label") ?? element.getAttribute("title"));
}

function messageOf(element: HTMLElement): string {
  const doc = element.ownerDocument;
  for (const id of (element.getAttribute("aria-describedby") ?? "").split(/\s+/)) {
    const described = id ? doc.getElementById(id) : null;
    if (described?.getAttribute("role") === "alert") return clean(described.textContent);
  }
  return "";
}

function textOfIds(ids: string | null): string {
  if (!ids) return "";
  const doc = document;
  return clean(
    ids
      .split(/\s+/)
      .map((id) => doc.getElementById(id)?.textContent ?? "")
      .join(" "),
  );
}

function clean(text: string | null | undefined): string {
  return (text ?? "").replace(/\s+/g, " ").trim();
}
