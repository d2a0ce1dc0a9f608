/**
 * A guard telling a public form's own problem codes (said in the page's words by the form)
 * from the contract's refusals, which come already in the page's language.
 */
export const ownProblems =
  <C extends string>(codes: readonly C[]) =>
  (problem: string): problem is C =>
    (codes as readonly string[]).includes(problem);
