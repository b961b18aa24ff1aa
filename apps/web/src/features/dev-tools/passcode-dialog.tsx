import { type FormEvent, useState } from 'react';
import { Button } from '../../ui/button.js';
import { Dialog } from '../../ui/dialog.js';
import { TextField } from '../../ui/text-field.js';
import { passcodeMatches } from './passcode.js';

/**
 * Spec §4/§5 "Enable Dev Mode": a password field, Admin Passcode; Unlock is enabled only on an exact
 * match and Enter submits; Cancel or closing keeps the toolbar locked.
 */
export function PasscodeDialog({
  open,
  passcode,
  onUnlock,
  onCancel,
}: {
  open: boolean;
  passcode: string;
  onUnlock: () => void;
  onCancel: () => void;
}) {
  const [entry, setEntry] = useState('');
  const matches = passcodeMatches(entry, passcode);
  const close = () => {
    setEntry('');
    onCancel();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches) return;
    setEntry('');
    onUnlock();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title="Enable Dev Mode"
      description="The developer toolbar shows and commands the table's engine. Enter the admin passcode to unlock it."
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label="Admin Passcode"
          type="password"
          name="passcode"
          autoComplete="off"
          autoFocus
          value={entry}
          onChange={(e) => setEntry(e.target.value)}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={!matches}>
            Unlock
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
