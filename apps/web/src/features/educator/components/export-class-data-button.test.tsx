import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { errorReply, installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { ExportClassDataButton } from './export-class-data-button.tsx';

const downloads: { href: string; download: string }[] = [];

beforeEach(() => {
  downloads.length = 0;
  URL.createObjectURL = vi.fn(() => 'blob:class-data');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

type ClassRef = { id: number; name: string };

function renderButton(league: ClassRef | null, classes: ClassRef[] = league ? [league] : []) {
  renderWithApp(
    <>
      <ExportClassDataButton classes={classes} selected={league} />
      <Toaster />
    </>,
  );
}

describe('Export Class Data', () => {
  it('needs a specific class', async () => {
    const server = installFakeApi();
    renderButton(null);
    await userEvent.click(screen.getByRole('button', { name: 'Export Class Data' }));
    expect(await screen.findByText('Please select a specific class to export')).toBeVisible();
    expect(server.calls).toHaveLength(0);
  });

  it("downloads the class's CSV under the server's file name", async () => {
    const server = installFakeApi();
    server.on('GET /api/educator/export/21', {
      body: '\uFEFFname,return\r\nGrace,7.25\r\n',
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="class-data-league-21-2026-03-10.csv"',
      },
    });
    renderButton({ id: 21, name: 'Period 3 Economics' });
    await userEvent.click(screen.getByRole('button', { name: 'Export Class Data' }));
    expect(await screen.findByText('Class data exported successfully!')).toBeVisible();
    expect(downloads).toEqual([{ href: 'blob:class-data', download: 'class-data-league-21-2026-03-10.csv' }]);
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
    expect(await blob.text()).toContain('Grace,7.25');
  });

  it('exports the only class when none is selected, and asks for the class in a dialog when there are several', async () => {
    const server = installFakeApi();
    const csv = (id: number) => ({
      body: 'name\r\n',
      headers: { 'Content-Disposition': `attachment; filename="class-data-league-${id}.csv"` },
    });
    server.on('GET /api/educator/export/21', csv(21));
    server.on('GET /api/educator/export/22', csv(22));
    renderButton(null, [{ id: 21, name: 'Period 3 Economics' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Export Class Data' }));
    await waitFor(() => expect(downloads.map((d) => d.download)).toEqual(['class-data-league-21.csv']));
    cleanup();
    renderButton(null, [
      { id: 21, name: 'Period 3 Economics' },
      { id: 22, name: 'Period 5 Finance' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Export Class Data' }));
    const dialog = screen.getByRole('dialog', { name: 'Export Class Data' });
    const exportButton = within(dialog).getByRole('button', { name: 'Export' });
    expect(exportButton).toBeDisabled();
    await userEvent.selectOptions(within(dialog).getByLabelText('Class'), 'Period 5 Finance');
    await userEvent.click(exportButton);
    await waitFor(() => expect(downloads.map((d) => d.download)).toContain('class-data-league-22.csv'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows 'Error exporting data' when the export fails", async () => {
    const server = installFakeApi();
    server.on('GET /api/educator/export/21', errorReply(404, 'League not found', 'EDUCATOR_LEAGUE_NOT_FOUND'));
    renderButton({ id: 21, name: 'Period 3 Economics' });
    await userEvent.click(screen.getByRole('button', { name: 'Export Class Data' }));
    expect(await screen.findByText('Error exporting data')).toBeVisible();
    await waitFor(() => expect(downloads).toHaveLength(0));
  });
});
