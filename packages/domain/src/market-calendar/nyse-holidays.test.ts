import { describe, expect, it } from 'vitest';
import { weekdayOf } from './civil-date.ts';
import { nyseHolidaysOf } from './nyse-holidays.ts';
import { NYSE_OVERRIDES } from './nyse-overrides.ts';
import { PUBLISHED_EARLY_CLOSES, PUBLISHED_FULL_HOLIDAYS } from './nyse-published-tables.fixture.ts';

describe('nyseHolidaysOf', () => {
  for (const year of [2022, 2023, 2024, 2025, 2026, 2027, 2028]) {
    it(`reproduces the exchange's published ${year} full holidays`, () => {
      const full = nyseHolidaysOf(year)
        .filter((d) => d.type === 'full')
        .map((d) => d.date);
      expect(full).toEqual(PUBLISHED_FULL_HOLIDAYS[year]!.map((md) => `${year}-${md}`));
    });
    it(`reproduces the exchange's published ${year} 13:00 early closes`, () => {
      const early = nyseHolidaysOf(year).filter((d) => d.type === 'early');
      expect(early.map((d) => d.date)).toEqual(PUBLISHED_EARLY_CLOSES[year]!.map((md) => `${year}-${md}`));
      for (const d of early) expect(d.closeTime).toBe('13:00');
    });
  }

  it('closes for the National Day of Mourning for President Carter on 2025-01-09 from the override list', () => {
    expect(nyseHolidaysOf(2025).find((d) => d.date === '2025-01-09')).toEqual({
      date: '2025-01-09',
      name: 'National Day of Mourning for President Jimmy Carter',
      type: 'full',
    });
  });

  it('does not observe New Year’s Day when it falls on a Saturday', () => {
    expect(nyseHolidaysOf(2021).some((d) => d.date === '2021-12-31')).toBe(false);
    expect(nyseHolidaysOf(2027).some((d) => d.date === '2027-12-31')).toBe(false);
  });

  it('has Juneteenth only from 2022 on', () => {
    expect(nyseHolidaysOf(2021).some((d) => d.name.startsWith('Juneteenth'))).toBe(false);
    expect(nyseHolidaysOf(2022).some((d) => d.name.startsWith('Juneteenth'))).toBe(true);
  });

  it('gives every year from 2000 to 2100 eight to ten rule-based weekday holidays and weekday early closes', () => {
    for (let year = 2000; year <= 2100; year++) {
      const days = nyseHolidaysOf(year);
      const oneOffs = new Set(NYSE_OVERRIDES.map((o) => o.date));
      const full = days.filter((d) => d.type === 'full' && !oneOffs.has(d.date));
      expect(full.length).toBeGreaterThanOrEqual(8);
      expect(full.length).toBeLessThanOrEqual(10);
      for (const d of days) {
        expect(weekdayOf(d.date)).toBeGreaterThanOrEqual(1);
        expect(weekdayOf(d.date)).toBeLessThanOrEqual(5);
      }
    }
  });
});
