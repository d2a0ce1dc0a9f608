/** One bad field of a request, as the API's 422 problem names it. */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * A failed API call, from its application/problem+json answer: the status (0 when no
 * answer came at all), the problem's detail and its field errors, so a form can say why,
 * and the whole problem for members some calls add (`otp_required` of sign-in).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly errors: FieldError[] = [],
    readonly problem: Readonly<Record<string, unknown>> = {},
  ) {
    super(detail);
  }
}

/** The error for an answer whose body was read as `problem` (anything: a proxy's page is not JSON). */
export function apiError(status: number, statusText: string, problem: unknown): ApiError {
  const { detail, errors } = (problem ?? {}) as { detail?: unknown; errors?: unknown };
  return new ApiError(
    status,
    typeof detail === 'string' && detail ? detail : statusText || `HTTP ${status}`,
    Array.isArray(errors) ? (errors as FieldError[]) : [],
    typeof problem === 'object' && problem !== null ? (problem as Record<string, unknown>) : {},
  );
}

/** Reads a failed fetch answer's problem. */
export async function apiErrorFrom(response: Response): Promise<ApiError> {
  let problem: unknown;
  try {
    problem = await response.json();
  } catch {
    // Not JSON (a proxy error page): the status says enough.
  }
  return apiError(response.status, response.statusText, problem);
}
