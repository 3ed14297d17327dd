import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMockTransport } from '@scf/signing';
import { renderScreen, testAuth } from '../../../test/render-screen';
import UnderConstructionPage from './under-construction-page';

/**
 * What a catalogue route without its screen shows (every route has one today, docs/routes.md; the page stays for the
 * next route added to the catalogue before its screen): its title and breadcrumb, 功能建设中 with the illustration, 返回.
 */
describe('UnderConstructionPage', () => {
  it('shows the route’s title and breadcrumb, 功能建设中 as a status, the illustration and 返回', async () => {
    renderScreen(UnderConstructionPage, { at: '/discount/core/bab/query', client: createMockTransport({}), auth: testAuth() });
    expect(await screen.findByRole('heading', { name: '银承查询' })).toBeInTheDocument();
    expect(screen.getByText('功能建设中')).toHaveAttribute('role', 'status');
    expect(document.querySelector('svg[data-result-icon="building"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: '面包屑' });
    expect(crumbs).toHaveTextContent('银承查询');
  });
});
