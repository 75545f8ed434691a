// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination } from '../../../src/ui/pagination.tsx';

afterEach(cleanup);

function renderPager(busy: boolean) {
  const onPageChange = vi.fn();
  const view = render(
    <Pagination
      page={6}
      pageSize={25}
      totalRecords={400}
      onPageChange={onPageChange}
      label="Sider"
      previousLabel="← Forrige"
      nextLabel="Neste →"
      busy={busy}
    />,
  );
  const nav = screen.getByRole('navigation', { name: 'Sider' });
  const button = (name: string) => within(nav).getByRole('button', { name });
  return { onPageChange, nav, button, rerender: view.rerender };
}

describe('Pagination while a page is on its way', () => {
  it('moves when it is not busy', () => {
    const { onPageChange, nav, button } = renderPager(false);
    expect(nav.getAttribute('aria-busy')).toBeNull();
    expect(button('← Forrige').getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(button('← Forrige'));
    fireEvent.click(button('Side 8'));
    fireEvent.click(button('Neste →'));
    expect(onPageChange.mock.calls).toEqual([[5], [8], [7]]);
  });

  it('says every button is unavailable and refuses to move, keeping the focus', () => {
    const { onPageChange, nav, button } = renderPager(true);
    expect(nav.getAttribute('aria-busy')).toBe('true');
    for (const name of ['← Forrige', 'Side 4', 'Side 6', 'Side 8', 'Neste →']) {
      expect(button(name).getAttribute('aria-disabled')).toBe('true');
      // Not the disabled property: a focused button would lose the keyboard focus.
      expect(button(name)).toHaveProperty('disabled', false);
    }
    button('Neste →').focus();
    fireEvent.click(button('← Forrige'));
    fireEvent.click(button('Side 8'));
    fireEvent.click(button('Neste →'));
    expect(onPageChange).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(button('Neste →'));
  });
});
