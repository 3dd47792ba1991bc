import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { eventStream } from '@/api/event-stream';
import { LiveUpdatesNotice } from '@/app/shell/live-updates-notice';

describe('LiveUpdatesNotice', () => {
  it('says live updates are paused while the stream is down, and nothing otherwise', () => {
    const state = vi.spyOn(eventStream, 'getState').mockReturnValue('live');
    const { rerender } = render(<LiveUpdatesNotice />);
    expect(screen.queryByRole('status')).toBeNull();
    state.mockReturnValue('down');
    rerender(<LiveUpdatesNotice />);
    expect(screen.getByRole('status')).toHaveTextContent('Live updates paused');
  });
});
