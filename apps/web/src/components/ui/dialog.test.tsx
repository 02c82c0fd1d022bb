import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu.tsx';
import { Toaster } from './toaster.tsx';
import { clearToasts, toast } from './use-toast.ts';

afterEach(() => clearToasts());

function Opener({ menu = false }: { menu?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Details</DialogTitle>
          <DialogDescription>Something to read.</DialogDescription>
          <input aria-label="Quantity" />
          {menu && (
            <DropdownMenu>
              <DropdownMenuTrigger>More</DropdownMenuTrigger>
              <DropdownMenuContent>
                <DropdownMenuItem>First</DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          )}
        </DialogContent>
      </Dialog>
      <Toaster />
    </>
  );
}

describe('Dialog', () => {
  it('closes on Escape even when a toast appeared after it opened, and the toast stays', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Details' })).toBeVisible();
    // A toast that arrives while the dialog is open (an achievement unlocked by the trade just made) is a newer Radix
    // layer than the dialog; the Escape the user presses in the dialog is still the dialog's.
    act(() => void toast({ title: 'Achievement unlocked: First Trade' }));
    expect(await screen.findByText('Achievement unlocked: First Trade')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Quantity'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Achievement unlocked: First Trade')).toBeInTheDocument();
  });

  it('closes on Escape after the focused control went away and a toast appeared (a form saved, its button gone)', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByLabelText('Quantity'));
    // What a saved form does: its button disables itself, the focus falls back to the document's body, a toast says so.
    act(() => {
      (document.activeElement as HTMLElement).blur();
      void toast({ title: 'House rules saved.' });
    });
    expect(await screen.findByText('House rules saved.')).toBeInTheDocument();
    expect(document.activeElement).toBe(document.body);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes on Escape without a toast', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lets a menu open inside the dialog take the first Escape', async () => {
    render(<Opener menu />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    act(() => void toast({ title: 'Saved' }));
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(await screen.findByRole('menuitem', { name: 'First' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Details' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
