import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { TRADE_ERRORS, tradeErrorMessage } from './trade-error-message.ts';

const apiError = (status: number, message: string) =>
  new ApiError(status, '', JSON.stringify({ error: message, message, code: 'X' }));

describe('trade error message', () => {
  it('says Not Enough Cash for a message about insufficient cash or the cash balance', () => {
    const cash = tradeErrorMessage(apiError(400, 'Insufficient cash balance: this order costs $9.00'));
    expect(cash).toEqual(TRADE_ERRORS.cash);
    expect(tradeErrorMessage(apiError(400, 'Your cash balance is too low')).title).toBe('Not Enough Cash');
  });

  it('says Market Closed for the market-hours message, whatever its case', () => {
    const closed = tradeErrorMessage(
      apiError(400, 'Trading is only allowed during market hours (9:30 AM - 4:00 PM ET, Monday-Friday)'),
    );
    expect(closed).toEqual({
      title: 'Market Closed',
      description: 'Trading is only available during market hours (9:30 AM - 4:00 PM EST, Monday-Friday)',
    });
  });

  it('quotes the 1:00 PM close the server gives on an early-close day', () => {
    const closed = tradeErrorMessage(
      apiError(400, 'Trading is only allowed during market hours (9:30 AM - 1:00 PM ET, Monday-Friday)'),
    );
    expect(closed.description).toBe(
      'Trading is only available during market hours (9:30 AM - 1:00 PM EST, Monday-Friday)',
    );
  });

  it("says Trade Failed with the server's message, or the fallback without one", () => {
    expect(tradeErrorMessage(apiError(400, 'Insufficient shares: you hold 1 share of MSFT'))).toEqual({
      title: 'Trade Failed',
      description: 'Insufficient shares: you hold 1 share of MSFT',
    });
    expect(tradeErrorMessage(new ApiError(502, 'Bad Gateway', ''))).toEqual({
      title: 'Trade Failed',
      description: 'Failed to execute trade',
    });
  });

  it("titles the short-selling refusals by their code, with the server's message", () => {
    const coded = (message: string, code: string) =>
      new ApiError(400, 'Bad Request', JSON.stringify({ error: message, message, code }));
    expect(
      tradeErrorMessage(coded('Short selling is switched off in this league.', 'ORDER_SHORT_SELLING_UNAVAILABLE')),
    ).toEqual({ title: 'Short Selling Off', description: 'Short selling is switched off in this league.' });
    expect(
      tradeErrorMessage(coded('You are short AAPL: cover the short before buying AAPL', 'ORDER_OPPOSITE_POSITION')),
    ).toEqual({
      title: 'Close Your Position First',
      description: 'You are short AAPL: cover the short before buying AAPL',
    });
  });
});
