// Taps on a server-rendered page before its script has run (spec of the rule: docs/architecture.md,
// "Before the page is live"). Links and forms work without script; a tap on any other control
// (Add to cart, a category menu, a quantity button) is held, shown as pending, and replayed once
// the page has hydrated, so it is never lost.

/** What the early script leaves on the window for the app to call once the page is live. */
export interface EarlyTaps {
  replay(): void;
}

declare global {
  // Set by the inline script of a server-rendered page (captureEarlyTaps).
  var __PSAR_EARLY_TAPS__: EarlyTaps | undefined;
}

/**
 * Runs in the page's `<head>`, inlined as `(captureEarlyTaps)()` before any markup: it must stay
 * self-contained (no imports, nothing from outside its body). Clicks (and the clicks that Enter
 * and Space make on a focused control) on controls that are not links or form submit buttons are
 * stopped and remembered; `replay()` clicks them again, on the same element (hydration keeps the
 * server's elements) or, if the page was rendered afresh, on the control with the same identity.
 */
export function captureEarlyTaps(): void {
  const CONTROLS =
    'button, [role="button"], [role="tab"], [role="menuitem"], [role="checkbox"], [role="radio"], [role="switch"], summary, label, input[type="checkbox"], input[type="radio"]';
  const identity = (element: Element) =>
    element.id
      ? `#${element.id}`
      : `${element.tagName}|${element.getAttribute('data-testid') ?? ''}|${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim()}`;
  const pending: { element: HTMLElement; identity: string }[] = [];
  const hold = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROLS) : null;
    // Links navigate and real forms submit on their own: the server renders where they lead.
    if (!target || target.closest('a[href]')) return;
    if (
      target instanceof HTMLButtonElement &&
      target.type === 'submit' &&
      target.form?.hasAttribute('action')
    )
      return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (pending.some((tap) => tap.element === target)) return;
    pending.push({ element: target, identity: identity(target) });
    target.setAttribute('aria-busy', 'true');
    target.style.cursor = 'progress';
  };
  document.addEventListener('click', hold, true);
  globalThis.__PSAR_EARLY_TAPS__ = {
    replay() {
      document.removeEventListener('click', hold, true);
      for (const tap of pending.splice(0)) {
        tap.element.removeAttribute('aria-busy');
        tap.element.style.cursor = '';
        const live = tap.element.isConnected
          ? tap.element
          : Array.from(document.querySelectorAll<HTMLElement>(CONTROLS)).find(
              (control) => identity(control) === tap.identity,
            );
        live?.click();
      }
    },
  };
}

/** The page is live: the taps held until now take effect (and the early script stops holding). */
export function replayEarlyTaps(): void {
  globalThis.__PSAR_EARLY_TAPS__?.replay();
}

/**
 * The inline script a server-rendered page starts with. The server runs its TypeScript through
 * esbuild with names kept, which wraps inner functions in a `__name` helper: the script brings a
 * do-nothing one.
 */
export function earlyTapsScript(): string {
  return `(function(){var __name=function(f){return f};(${captureEarlyTaps.toString()})()})()`;
}
