/**
 * The address of an event's calendar file in the page's language (its words are the
 * event's, in that language): routes/resources/event-calendar.ts serves it.
 */
export const calendarPath = (id: number, language: string) =>
  language === 'mm' ? `/events/${id}.ics?lang=mm` : `/events/${id}.ics`;
