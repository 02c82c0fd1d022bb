import type { AssignmentType } from '@tradearena/domain';

export interface AssignmentTypeInfo {
  /** The type badge and the create form's option. */
  label: string;
  /** What this kind of assignment asks of a student. */
  explanation: string;
  /** How a student completes it in TradeArena. */
  howToComplete: string;
}

/** Texts of the four assignment types of docs/product/educators.md#assignments, shown in the detail dialog and the create form. */
export const assignmentTypeInfo: Record<AssignmentType, AssignmentTypeInfo> = {
  portfolio_analysis: {
    label: 'Portfolio Analysis',
    explanation:
      'Review your holdings: what you own, how each position has performed and how well the portfolio is diversified.',
    howToComplete:
      "Open this league's portfolio, study your positions and trade history, and adjust your holdings before the due date.",
  },
  risk_assessment: {
    label: 'Risk Assessment',
    explanation:
      'Judge how much risk your portfolio carries: concentration in a few stocks, exposure to one sector and how far it has fallen from its best value.',
    howToComplete:
      "Open this league's portfolio, look for concentrated or volatile positions, and rebalance to a level of risk you can defend before the due date.",
  },
  market_research: {
    label: 'Market Research',
    explanation:
      'Research companies and market conditions before you invest: prices, recent moves, news and the sector each company belongs to.',
    howToComplete:
      "Use the market and news pages to research your ideas, then place the trades your research supports in this league's portfolio before the due date.",
  },
  trading_strategy: {
    label: 'Trading Strategy',
    explanation:
      'Plan a strategy — when to buy, when to sell and how much of your cash each trade may use — and follow it consistently.',
    howToComplete:
      "Write your plan down, then carry it out with trades in this league's portfolio before the due date; your educator reviews the trades you make.",
  },
};
