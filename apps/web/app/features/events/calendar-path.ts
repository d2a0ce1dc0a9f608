/** The address of an event's calendar file (routes/public/event-calendar.ts serves it). */
export const calendarPath = (id: number) => `/events/${id}.ics`;
