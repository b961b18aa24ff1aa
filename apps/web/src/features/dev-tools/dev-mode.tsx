import { useCallback, useEffect, useState } from 'react';
import { settings } from '../../lib/build-info.js';
import { devTools, useDevTools } from '../../lib/dev-tools.js';
import { isDevModeShortcut } from './passcode.js';
import { PasscodeDialog } from './passcode-dialog.js';
import { DevToolbar, type ToolbarTable } from './toolbar.js';

/**
 * Dev mode for a signed-in admin with a valid record (spec §6): Alt+D (or the user menu) asks for the
 * passcode the first time, then shows or hides the toolbar. Returns the toolbar (or null) and the
 * dialog, for the shell to place, and the toggle for the user menu.
 */
export function useDevMode({
  enabled,
  tables,
  dbUrl,
}: {
  enabled: boolean;
  tables: readonly ToolbarTable[];
  dbUrl: string | null;
}) {
  const [asking, setAsking] = useState(false);
  const unlocked = useDevTools((s) => s.unlocked);
  const showToolbar = useDevTools((s) => s.showToolbar);

  const toggle = useCallback(() => {
    if (!enabled) return;
    if (!devTools.get().unlocked) {
      setAsking(true);
      return;
    }
    devTools.set((s) => ({ showToolbar: !s.showToolbar }));
  }, [enabled]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isDevModeShortcut(event)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);

  const toolbar = enabled && unlocked && showToolbar ? <DevToolbar tables={tables} dbUrl={dbUrl} /> : null;
  const dialog = (
    <PasscodeDialog
      open={enabled && asking}
      passcode={settings.devPasscode}
      onCancel={() => setAsking(false)}
      onUnlock={() => {
        setAsking(false);
        devTools.set({ unlocked: true, showToolbar: true });
      }}
    />
  );
  return { toggle, toolbar, dialog };
}
