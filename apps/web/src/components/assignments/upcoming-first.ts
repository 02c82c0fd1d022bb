/** Assignments by due time: those still to come first (soonest first), then the past ones (latest first). */
export function upcomingFirst<T extends { dueDate: string }>(items: T[], now: Date): T[] {
  const t = now.getTime();
  const due = (a: T) => Date.parse(a.dueDate);
  const upcoming = items.filter((a) => due(a) > t).sort((a, b) => due(a) - due(b));
  const past = items.filter((a) => due(a) <= t).sort((a, b) => due(b) - due(a));
  return [...upcoming, ...past];
}
