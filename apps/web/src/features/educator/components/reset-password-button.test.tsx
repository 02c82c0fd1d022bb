import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildStudent } from '@/test/educator-builders.ts';
import { installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { readLoginCards } from '../lib/login-cards.ts';
import { StudentRow } from './student-row.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('Reset password in the student list', () => {
  it('gives a class account a new temporary password, shown once and kept for its login card', async () => {
    const server = installFakeApi();
    server.on('POST /api/educator/students/31/reset-password', {
      body: { userId: 31, username: 'grace.hopper3', temporaryPassword: 'Tavo-Keli-42' },
    });
    const student = buildStudent({ managed: true, username: 'grace.hopper3', lastName: 'Hopper' });
    renderWithApp(<StudentRow student={student} timeZone="UTC" />);
    expect(screen.getByText(/grace\.hopper3 · Online/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reset password of grace_h' }));
    expect(await screen.findByText(/New temporary password for/)).toHaveTextContent(
      'New temporary password for grace.hopper3: Tavo-Keli-42',
    );
    expect(readLoginCards(21)).toEqual([
      {
        userId: 31,
        firstName: 'Grace',
        lastName: 'Hopper',
        username: 'grace.hopper3',
        temporaryPassword: 'Tavo-Keli-42',
      },
    ]);
    expect(screen.getByRole('link', { name: 'Print card' })).toHaveAttribute(
      'href',
      '/educator/classes/21/login-cards',
    );
  }, 20_000);

  it('is not offered for a student who signed up on their own', () => {
    installFakeApi();
    renderWithApp(<StudentRow student={buildStudent()} timeZone="UTC" />);
    expect(screen.queryByRole('button', { name: /Reset password/ })).toBeNull();
  });
});
