// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Column, DataTable } from './data-table.js';

interface Seat {
  name: string;
  seat: number;
  stack: number | null;
  phone: string;
}

const seats: Seat[] = [
  { name: 'Ada', seat: 1, stack: 1200, phone: '555 0101' },
  { name: 'Bo', seat: 4, stack: -300, phone: '555 0202' },
];

const columns: Column<Seat>[] = [
  { header: 'Player', emphasis: true, cell: (s) => s.name },
  { header: 'Seat', numeric: true, cell: (s) => s.seat },
  {
    header: 'Stack',
    numeric: true,
    tone: (s) => ((s.stack ?? 0) < 0 ? 'text-red-700' : ''),
    cell: (s) => s.stack,
  },
  { header: 'Phone', tabular: true, mono: true, muted: true, cell: (s) => s.phone },
];

const classesOf = (el: Element) => el.className.split(' ');

afterEach(cleanup);

describe('the data table', () => {
  it('[DATA-TABLE-1] every header is a column header (scope="col") and every row has one cell per column, in order', () => {
    render(<DataTable columns={columns} rows={seats} rowKey={(s) => s.name} empty="none" />);
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Player', 'Seat', 'Stack', 'Phone']);
    for (const h of headers) expect(h.getAttribute('scope')).toBe('col');
    const [, ...bodyRows] = screen.getAllByRole('row');
    expect(
      bodyRows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Ada', '1', '1200', '555 0101'],
      ['Bo', '4', '-300', '555 0202'],
    ]);
  });

  it('[DATA-TABLE-2] numbers are right-aligned with tabular figures (UI.md), header and cells; other columns stay left', () => {
    render(<DataTable columns={columns} rows={seats} rowKey={(s) => s.name} empty="none" />);
    const seat = screen.getByRole('columnheader', { name: 'Seat' });
    expect(classesOf(seat)).toContain('text-right');
    const [player, seatCell, stackCell, phone] = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    for (const cell of [seatCell!, stackCell!])
      expect(classesOf(cell)).toEqual(expect.arrayContaining(['tabular', 'text-right']));
    // A phone number keeps its digits steady but reads left to right like text.
    expect(classesOf(phone!)).toEqual(expect.arrayContaining(['tabular', 'font-mono', 'text-zinc-600']));
    expect(classesOf(phone!)).not.toContain('text-right');
    expect(classesOf(screen.getByRole('columnheader', { name: 'Phone' }))).not.toContain('text-right');
    expect(classesOf(player!)).toEqual(expect.arrayContaining(['font-medium', 'pl-4']));
    expect(classesOf(player!)).not.toContain('tabular');
  });

  it('[DATA-TABLE-3] the first column lines up with the panel title (pl-4); the others do not indent', () => {
    render(<DataTable columns={columns} rows={seats} rowKey={(s) => s.name} empty="none" />);
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => classesOf(h).includes('pl-4'))).toEqual([true, false, false, false]);
  });

  it('[DATA-TABLE-4] a cell takes its tone from its row (a loss in red, nothing else changed)', () => {
    render(<DataTable columns={columns} rows={seats} rowKey={(s) => s.name} empty="none" />);
    const stack = (row: number) => within(screen.getAllByRole('row')[row]!).getAllByRole('cell')[2]!;
    expect(classesOf(stack(1))).not.toContain('text-red-700');
    expect(classesOf(stack(2))).toContain('text-red-700');
  });

  it('[DATA-TABLE-5] with no rows the empty state shows instead of a table of bare headers', () => {
    render(<DataTable columns={columns} rows={[]} rowKey={(s) => s.name} empty={<p>No one is seated</p>} />);
    expect(screen.getByText('No one is seated')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('[DATA-TABLE-6] a row without its figures keeps its first cell and one note across the other columns', () => {
    render(
      <DataTable
        columns={columns}
        rows={seats}
        rowKey={(s) => s.name}
        unavailable={(s) => (s.name === 'Bo' ? 'Not connected' : null)}
        empty="none"
      />,
    );
    const [, ada, bo] = screen.getAllByRole('row');
    expect(within(ada!).getAllByRole('cell')).toHaveLength(4);
    const cells = within(bo!).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['Bo', 'Not connected']);
    expect(cells[1]!.getAttribute('colspan')).toBe('3');
  });

  it('[DATA-TABLE-7] rows are keyed by rowKey, so a reordered row keeps its element (and whatever state it holds)', () => {
    const view = render(<DataTable columns={columns} rows={seats} rowKey={(s) => s.name} empty="none" />);
    const ada = screen.getByRole('row', { name: /Ada/ });
    view.rerender(
      <DataTable columns={columns} rows={[...seats].reverse()} rowKey={(s) => s.name} empty="none" />,
    );
    expect(screen.getAllByRole('row')[2]).toBe(ada);
    expect(ada.textContent).toContain('Ada');
  });

  it('[DATA-TABLE-8] a wide table scrolls sideways inside its panel; a narrow one has no wrapper', () => {
    const wide = render(
      <DataTable columns={columns} rows={seats} rowKey={(s) => s.name} empty="none" wide />,
    );
    expect(classesOf(screen.getByRole('table').parentElement!)).toContain('overflow-x-auto');
    wide.unmount();
    const { container } = render(
      <DataTable columns={columns} rows={seats} rowKey={(s) => s.name} empty="none" />,
    );
    expect(container.firstElementChild?.tagName).toBe('TABLE');
  });
});
