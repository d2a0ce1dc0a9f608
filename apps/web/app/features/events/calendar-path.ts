/** The address of an event's calendar file (routes/resources/event-calendar.ts serves it). */
export const calendarPath = (id: number) => `/events/${id}.ics`;
