import {
  useCallback,
  useEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';

/** Spec 001 §2.8's long press: held for half a second, by touch or mouse alike. */
export const LONG_PRESS_MS = 500;

export type LongPressHandlers = {
  onPointerDown?: (event: PointerEvent) => void;
  onPointerUp?: () => void;
  onPointerLeave?: () => void;
  onPointerCancel?: () => void;
  onClickCapture?: (event: MouseEvent) => void;
  onContextMenu?: (event: MouseEvent) => void;
  onKeyDown?: (event: KeyboardEvent) => void;
};

/**
 * Pointer events, so touch and mouse behave the same. A press that fired swallows the
 * click that follows, so a long press never also adds a line. The context-menu key
 * (or Shift+F10) does the same for a keyboard.
 */
export const useLongPress = (onLongPress: () => void, isEnabled: boolean): LongPressHandlers => {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const hasFired = useRef(false);

  const cancel = useCallback(() => {
    if (timer.current === null) return;
    clearTimeout(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);

  if (!isEnabled) return {};
  return {
    onPointerDown: (event) => {
      if (event.button !== 0) return;
      hasFired.current = false;
      cancel();
      timer.current = setTimeout(() => {
        timer.current = null;
        hasFired.current = true;
        onLongPress();
      }, LONG_PRESS_MS);
    },
    onPointerUp: cancel,
    onPointerLeave: cancel,
    onPointerCancel: cancel,
    onClickCapture: (event) => {
      if (!hasFired.current) return;
      hasFired.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
    // A touch screen's own long press opens the context menu; the till's long press wins.
    onContextMenu: (event) => event.preventDefault(),
    onKeyDown: (event) => {
      if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) {
        event.preventDefault();
        onLongPress();
      }
    },
  };
};
