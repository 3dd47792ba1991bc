import { useCallback, useState } from 'react';

/**
 * The forms of one page that hold unsaved changes, each reported by its key, so one guard
 * asks before leaving (a router takes one blocker at a time, not one per form).
 */
export const useDirtyForms = () => {
  const [dirty, setDirty] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback((key: string, isDirty: boolean) => {
    setDirty((before) => {
      if (before.has(key) === isDirty) return before;
      const after = new Set(before);
      if (isDirty) after.add(key);
      else after.delete(key);
      return after;
    });
  }, []);
  return { hasChanges: dirty.size > 0, report };
};
