import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListPager } from '@/ui/list-pager';

describe('ListPager', () => {
  it('numbers every page when the count is exact', () => {
    render(
      <ListPager
        page={1}
        pageSize={10}
        count={35}
        countExact
        onPageChange={() => undefined}
        noun="orders"
      />,
    );
    expect(screen.getByRole('button', { name: 'Go to page 4' })).toBeInTheDocument();
    expect(screen.queryByText(/\+/)).not.toBeInTheDocument();
  });

  it('shows a capped count as "1,000+" with no last page, and still moves on', async () => {
    const onPageChange = vi.fn();
    render(
      <ListPager
        page={1}
        pageSize={10}
        count={1000}
        countExact={false}
        onPageChange={onPageChange}
        noun="orders"
      />,
    );
    expect(screen.getByRole('status', { name: 'Page' })).toHaveTextContent(
      'Page 1 of 100+ · 1,000+ orders',
    );
    expect(screen.queryByRole('button', { name: 'Go to page 100' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('shows nothing for a single page', () => {
    const { container } = render(
      <ListPager
        page={1}
        pageSize={10}
        count={4}
        countExact
        onPageChange={() => undefined}
        noun="orders"
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
