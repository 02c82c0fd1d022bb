import { describe, expect, it } from 'vitest';
import { DEFAULT_SCREENER_FILTERS } from './screen-stocks.ts';
import { DEFAULT_SCREENER_FORM, filtersFromForm, formFromParams, paramsFromForm } from './screener-form.ts';

describe('screener form', () => {
  it('reads the filters a URL carries and falls back to the defaults for unknown values', () => {
    const form = formFromParams(new URLSearchParams('sector=Energy&minPrice=10&sort=volume&dir=desc&week52=sideways'));
    expect(form).toEqual({ ...DEFAULT_SCREENER_FORM, sector: 'Energy', minPrice: '10', sort: 'volume', dir: 'desc' });
    expect(formFromParams(new URLSearchParams('sort=secret'))).toEqual(DEFAULT_SCREENER_FORM);
  });

  it('writes only what differs from the defaults', () => {
    expect(paramsFromForm(DEFAULT_SCREENER_FORM).toString()).toBe('');
    expect(paramsFromForm({ ...DEFAULT_SCREENER_FORM, maxBeta: '1', week52: 'near-high' }).toString()).toBe(
      'maxBeta=1&week52=near-high',
    );
  });

  it('turns typed text into filters: empty or unreadable fields do not filter, volume is in millions', () => {
    expect(filtersFromForm(DEFAULT_SCREENER_FORM)).toEqual(DEFAULT_SCREENER_FILTERS);
    const f = filtersFromForm({
      ...DEFAULT_SCREENER_FORM,
      minPrice: ' 12.5 ',
      maxPrice: 'abc',
      minChange: '-2',
      minVolume: '1.5',
      maxBeta: '0.8',
    });
    expect(f.price).toEqual({ min: 12.5, max: null });
    expect(f.changePercent).toEqual({ min: -2, max: null });
    expect(f.volume).toEqual({ min: 1_500_000, max: null });
    expect(f.beta).toEqual({ min: null, max: 0.8 });
  });
});
