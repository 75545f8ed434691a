// @vitest-environment jsdom
/**
 * A table wider than its frame (a phone) says so in words and shades the side that hides
 * columns; a table that fits says nothing.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ScrollTable } from '../../../src/ui/scroll-table.tsx';
import { TEXT } from '../../../src/ui/text.ts';

afterEach(cleanup);

/** jsdom lays nothing out: the frame's widths are set by hand. */
function sized(el: HTMLElement, scrollWidth: number, clientWidth: number) {
  Object.defineProperty(el, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(el, 'clientWidth', { configurable: true, value: clientWidth });
}

function renderTable() {
  const view = render(
    <ScrollTable label="Brukere">
      <table>
        <tbody>
          <tr>
            <td>a</td>
          </tr>
        </tbody>
      </table>
    </ScrollTable>,
  );
  const region = screen.getByRole('region', { name: 'Brukere' });
  return { ...view, region, frame: region.parentElement as HTMLElement };
}

describe('ScrollTable', () => {
  it('says nothing when the table fits', () => {
    const { region, rerender } = renderTable();
    sized(region, 300, 300);
    rerender(
      <ScrollTable label="Brukere">
        <table />
      </ScrollTable>,
    );
    expect(screen.queryByText(TEXT.table.scrollHint)).toBeNull();
    expect(region.getAttribute('aria-describedby')).toBeNull();
  });

  it('tells and shades the hidden side of a table wider than its frame', () => {
    const { region, frame } = renderTable();
    sized(region, 800, 300);
    act(() => {
      fireEvent.scroll(region);
    });
    const hint = screen.getByText(TEXT.table.scrollHint);
    expect(region.getAttribute('aria-describedby')).toBe(hint.id);
    expect(frame.dataset.moreRight).toBe('true');
    expect(frame.dataset.moreLeft).toBeUndefined();
    region.scrollLeft = 500;
    act(() => {
      fireEvent.scroll(region);
    });
    expect(frame.dataset.moreLeft).toBe('true');
    expect(frame.dataset.moreRight).toBeUndefined();
  });
});
