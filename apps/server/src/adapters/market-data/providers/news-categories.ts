import type { NewsCategory } from '../../../ports/market-feed.ts';

const RULES: [NewsCategory, RegExp][] = [
  ['earnings', /\b(earnings|quarterly|revenue|eps|guidance|results|profit|ipo|merger|acquisition)\b/i],
  [
    'economic',
    /\b(fed|federal reserve|fomc|inflation|cpi|ppi|jobs|payrolls|unemployment|gdp|interest rates?|economy|economic|treasury|yields?)\b/i,
  ],
  [
    'technology',
    /\b(tech|technology|ai|artificial intelligence|chips?|semiconductors?|software|cloud|blockchain|crypto)\b/i,
  ],
  ['global', /\b(global|china|chinese|europe|european|asia|asian|japan|uk|britain|emerging markets|forex|world)\b/i],
  [
    'sector',
    /\b(sector|industry|energy|oil|banks?|healthcare|health care|pharma|retail|utilities|real estate|manufacturing|industrials)\b/i,
  ],
];

/** The six news categories (docs/product/content.md#news) of a vendor story from its topics/keywords and title ('markets' always applies). */
export function categoriesOf(text: string, topics: readonly string[] = []): NewsCategory[] {
  const haystack = `${text} ${topics.join(' ')}`;
  const found = RULES.filter(([, re]) => re.test(haystack)).map(([c]) => c);
  return [...new Set<NewsCategory>([...found, 'markets'])];
}
