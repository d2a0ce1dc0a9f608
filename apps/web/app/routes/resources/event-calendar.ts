import type { Route } from './+types/event-calendar';
import { eventCalendar } from '../../features/events/event-calendar.server';
import { languageFromRequest, localized } from '../../lib/language';
import { pageUrl } from '../../lib/seo';
import { eventPath } from '../../features/events/event-path';

const notFound = () => new Response(null, { status: 404 });

/**
 * `/events/{id}.ics`: one dated event as a calendar file to download and open in any
 * calendar app, in the language of `?lang=` (or the visitor's cookie). An event without
 * a start has no calendar file.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = params.id.match(/^\d{1,9}$/)?.[0];
  if (!id) throw notFound();
  const event = await context.content.find('events', id);
  if (!event?.starts_at) throw notFound();
  const language = languageFromRequest(request);
  const origin = context.publicUrl;
  const body = eventCalendar(
    {
      id: event.id,
      name: localized(event, 'name', language),
      description: localized(event, 'description', language),
      location: localized(event, 'location', language),
      startsAt: event.starts_at,
      endsAt: event.ends_at ?? null,
      url: pageUrl(origin, eventPath(event.id), language),
    },
    new URL(origin).host,
  );
  return new Response(body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="event-${event.id}.ics"`,
      'cache-control': 'public, max-age=300',
    },
  });
}
