import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { PullToRefresh } from '@/app/shell/pull-to-refresh/pull-to-refresh';

type HarnessProps = { onRefresh: () => Promise<void> };

const Harness = ({ onRefresh }: HarnessProps) => {
  const [main, setMain] = useState<HTMLElement | null>(null);
  return (
    <>
      <main ref={setMain}>
        <p>Home</p>
        <div data-testid="scroller" style={{ overflowY: 'auto', height: 50 }}>
          <p>Long list</p>
        </div>
      </main>
      <PullToRefresh target={main} onRefresh={onRefresh} top={64} />
    </>
  );
};

const touch = (y: number, x = 100) => ({ touches: [{ clientX: x, clientY: y }] });

/** A finger down at y=100, moved to `toY` in steps, then lifted. */
const pull = (element: Element, toY: number, x = 100) => {
  fireEvent.touchStart(element, touch(100, x));
  for (let y = 110; y <= toY; y += 30) fireEvent.touchMove(element, touch(y, x));
  fireEvent.touchMove(element, touch(toY, x));
  fireEvent.touchEnd(element, { touches: [] });
};

const status = () => screen.getByRole('status');

describe('pull-to-refresh (spec 001 §2.3)', () => {
  it('refreshes once on a long pull down from the top, saying so until it is done', async () => {
    let finish: () => void = () => undefined;
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Harness onRefresh={onRefresh} />);
    const page = screen.getByText('Home');

    fireEvent.touchStart(page, touch(100));
    fireEvent.touchMove(page, touch(260));
    expect(status()).toHaveTextContent('Release to refresh');
    fireEvent.touchEnd(page, { touches: [] });

    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(status()).toHaveTextContent('Refreshing…');
    pull(page, 300); // a second pull while refreshing starts nothing
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(status()).toBeEmptyDOMElement();
  });

  it('does nothing on a short pull, a sideways swipe or a pull with the page scrolled', () => {
    const onRefresh = vi.fn(async () => undefined);
    render(<Harness onRefresh={onRefresh} />);
    const page = screen.getByText('Home');

    fireEvent.touchStart(page, touch(100));
    fireEvent.touchMove(page, touch(150));
    expect(status()).toHaveTextContent('Pull to refresh');
    fireEvent.touchEnd(page, { touches: [] });

    fireEvent.touchStart(page, touch(100, 100));
    fireEvent.touchMove(page, touch(130, 300));
    fireEvent.touchMove(page, touch(400, 300));
    fireEvent.touchEnd(page, { touches: [] });

    const scroller = screen.getByTestId('scroller');
    scroller.scrollTop = 40;
    pull(screen.getByText('Long list'), 400);

    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(120);
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    pull(page, 400);
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('stops a pull from scrolling the page, and leaves other touches alone', () => {
    render(<Harness onRefresh={async () => undefined} />);
    const page = screen.getByText('Home');
    fireEvent.touchStart(page, touch(100));
    const pulled = fireEvent.touchMove(page, touch(220));
    expect(pulled).toBe(false);
    fireEvent.touchEnd(page, { touches: [] });
    fireEvent.touchStart(page, touch(300));
    expect(fireEvent.touchMove(page, touch(200))).toBe(true);
  });
});
