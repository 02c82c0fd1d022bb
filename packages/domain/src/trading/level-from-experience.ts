/**
 * Level from XP: level n needs 100 × (n − 1)² XP, so level = ⌊√(xp / 100)⌋ + 1.
 * 0 XP is level 1, 100 XP level 2, 400 level 3, 900 level 4 … all ten achievements (26,350 XP) make level 17.
 */
export function levelFromExperience(experience: number): number {
  if (!Number.isFinite(experience) || experience <= 0) return 1;
  return Math.floor(Math.sqrt(experience / 100)) + 1;
}

/** The XP at which `level` starts. */
export function experienceForLevel(level: number): number {
  return 100 * (Math.max(1, Math.floor(level)) - 1) ** 2;
}
