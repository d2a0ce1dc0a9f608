/** The title and text of an error page, by status: missing, briefly away, or failed. */
export function errorWording(status: number) {
  if (status === 404) return { title: 'notFoundTitle', text: 'notFoundText' } as const;
  if (status === 503) return { title: 'unavailableTitle', text: 'unavailableText' } as const;
  return { title: 'errorTitle', text: 'errorText' } as const;
}
