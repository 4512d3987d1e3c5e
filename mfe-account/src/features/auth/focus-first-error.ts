/** Moves focus to the first named control of `form` that has an error, in form order. */
export function focusFirstError(form: HTMLFormElement | null, fieldsWithErrors: readonly string[]): void {
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && fieldsWithErrors.includes(element.name)) {
      element.focus();
      return;
    }
  }
}
