import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildStudent } from '@/test/educator-builders.ts';
import { installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { StudentList } from './student-list.tsx';

afterEach(() => vi.unstubAllGlobals());

describe("a student's History in the class student list", () => {
  it("opens the student's order history in that class", async () => {
    const server = installFakeApi();
    server.on('GET /api/educator/students', { body: [buildStudent()] });
    server.on('GET /api/educator/leagues/21/students/31/orders', {
      body: {
        entries: [
          {
            orderId: 5,
            tradeId: 50,
            symbol: 'NVDA',
            side: 'sell',
            quantity: 3,
            type: 'market',
            limitPrice: null,
            stopPrice: null,
            status: 'filled',
            reason: null,
            price: 120,
            realizedGain: -4.5,
            at: '2026-11-18T15:00:00.000Z',
          },
        ],
        total: 1,
        page: 1,
        pageSize: 20,
      },
    });
    renderWithApp(<StudentList filter={21} timeZone="UTC" />);
    await userEvent.click(await screen.findByRole('button', { name: 'History of grace_h' }));
    const dialog = screen.getByRole('dialog', { name: "grace_h's order history" });
    expect(within(dialog).getByText(/Period 3 Economics/)).toBeVisible();
    expect(await within(dialog).findByText('NVDA')).toBeVisible();
    expect(within(dialog).getByText('-$4.50')).toBeVisible();
  });
});
