import { type RefObject, useState } from 'react';
import type { Status } from '../status-message';

/** What of usePageForm's answer the fields read and write: the problems shown and the status. */
interface PageProblems<V, F extends string> {
  /** The values a page posted without scripts was answered with, to show again. */
  servedValues?: V;
  problems: Partial<Record<F, string>>;
  setProblems: React.Dispatch<React.SetStateAction<Partial<Record<F, string>>>>;
  setStatus: (status: Status) => void;
  /** A picture uploaded before a reload (use-page-form.ts), sent by its id. */
  uploaded: { field: string; name: string } | null;
}

/**
 * A public form's typed fields beside its file: the values as typed and the file chosen,
 * each field's props (value, change, problem), a field's problem cleared as it is changed,
 * and `refuse`, which marks the fields to fix and moves to the first.
 * `say`: a problem's words (the form's own are codes; the contract's come in the page's
 * language). `file`: the file field, whose problem is also said aloud in the status.
 */
export function useFormFields<V extends { [K in keyof V]: string }, F extends string>({
  page,
  empty,
  say,
  form,
  file,
}: {
  page: PageProblems<V, F>;
  empty: () => V;
  say: (problem: string) => string;
  form: RefObject<HTMLFormElement | null>;
  file: F;
}) {
  const [values, setValues] = useState<V>(() => page.servedValues ?? empty());
  const [chosen, setChosen] = useState<File | null>(null);
  const { problems, setProblems } = page;
  const problem = (field: F) => {
    const found = problems[field];
    return found ? say(found) : undefined;
  };
  const clear = (field: F) => {
    if (problems[field]) setProblems(({ [field]: _fixed, ...rest }) => rest as typeof problems);
  };
  const text = (field: keyof V & F) => ({
    name: field,
    value: values[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setValues((v) => ({ ...v, [field]: e.target.value }));
      clear(field);
    },
    error: problem(field),
    required: true,
  });
  // A picture uploaded before a reload stands for the file until another is chosen.
  const before = !chosen && page.uploaded?.field === file ? page.uploaded.name : undefined;
  /** The form's own problems, less the picture's when one was uploaded before. */
  function checked(found: Partial<Record<F, string>>) {
    if (before === undefined) return found;
    const { [file]: _uploaded, ...rest } = found;
    return rest as Partial<Record<F, string>>;
  }
  /** The file field's props: its name, the file chosen, and its problem cleared on a new one. */
  const fileProps = () => ({
    name: file,
    file: chosen,
    uploaded: before,
    onFile: (next: File | null) => {
      setChosen(next);
      clear(file);
    },
    error: problem(file),
  });
  /** Empties the form for the next visitor (the file input is not React's: the form's reset empties it). */
  function reset() {
    setValues(empty());
    setChosen(null);
    form.current?.reset();
  }
  function refuse(found: Partial<Record<F, string>>) {
    setProblems(found);
    const fileProblem = found[file];
    page.setStatus(fileProblem ? { kind: 'error', text: say(fileProblem) } : null);
    // After the render that marks the fields, as a check that waited may end after it.
    requestAnimationFrame(() =>
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  }
  return { values, chosen, problem, clear, text, fileProps, refuse, reset, checked };
}
