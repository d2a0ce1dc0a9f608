/** The address of an event's page (pages/event/event-page.tsx). */
export const eventPath = (id: number) => `/events/${id}`;
