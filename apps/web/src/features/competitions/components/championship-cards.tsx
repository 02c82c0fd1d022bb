import { ChampionshipCard } from './championship-card.tsx';

/** The weekly and monthly championship cards (dashboard and Public Tournaments). */
export function ChampionshipCards({ title = 'Championships' }: { title?: string }) {
  return (
    <section aria-labelledby="championships-title">
      <h2 id="championships-title" className="text-lg font-semibold text-white">
        {title}
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        <ChampionshipCard kind="weekly" />
        <ChampionshipCard kind="monthly" />
      </ul>
    </section>
  );
}
