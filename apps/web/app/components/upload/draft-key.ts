/** Where a form's draft is kept (form-draft.ts): per form and page. */
export const storageKey = (form: string) => `draft:${form}:${location.pathname}`;

/**
 * Whether the form has a draft on this page: asked before loading what restores it, so a
 * form whose code comes later (the email list's) carries only this in the first load.
 */
export function hasDraft(form: string): boolean {
  try {
    return sessionStorage.getItem(storageKey(form)) !== null;
  } catch {
    return false; // storage off
  }
}
