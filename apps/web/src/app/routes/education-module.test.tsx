import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { EducationModuleRoute } from './education-module.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('/education/module/{id}', () => {
  it.each(['abc', '0', '1e3', '-2'])('shows Module not found for %s without asking the server', (id) => {
    const server = installFakeApi();
    renderWithApp(<EducationModuleRoute />, { path: `/education/module/${id}`, routePath: '/education/module/:id' });
    expect(screen.getByRole('heading', { name: 'Module not found' })).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('loads the module of a numeric id', async () => {
    const server = installFakeApi();
    renderWithApp(<EducationModuleRoute />, { path: '/education/module/3', routePath: '/education/module/:id' });
    // The fake API answers 404 for routes it does not know: the page asks for module 3, then says it is not found.
    expect(await screen.findByRole('heading', { name: 'Module not found' })).toBeInTheDocument();
    expect(server.callsTo('GET /api/education/modules/3')).toHaveLength(1);
  });
});
