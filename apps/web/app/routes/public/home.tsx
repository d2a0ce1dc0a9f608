import { resources } from '@coach/contract';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  const events = await context.services.crud.list(resources.events, {}, context.viewer);
  return { events };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <h1>Home</h1>
      <ul>
        {loaderData.events.map((e) => (
          <li key={String(e.id)}>{String(e.name)}</li>
        ))}
      </ul>
    </main>
  );
}
