import { type AdminType, atLeast, LOWERS_DELAY, MAX_STREAM_DELAY_SECONDS } from '@railbird/protocol';
import { useState } from 'react';
import { Dialog } from '../../ui/dialog.js';
import { InputField } from '../../ui/fields.js';
import { behindText, checkDelay, DELAY_PRESETS, delayChangeCopy } from './delay.js';
import { formatSeconds } from './feeds.js';
import { Badge, chipButton, Reason, Refusal, StudioButton, StudioPanel } from './parts.js';
import type { StudioCommands } from './use-command.js';

/**
 * The table's secure delay: what it is, how far behind the table the delayed feeds are right now
 * and, during a change, when they settle; presets and a custom figure, each confirmed with what it
 * will do. Shortening it is a manager's (issue 27): for anyone else the shorter choices are off, and
 * the panel says whose call it is (the engine refuses it too).
 */
export function DelayPanel({
  delaySeconds,
  behindMs,
  settleInS,
  settlingUnknown,
  connected,
  commands,
  adminType,
}: {
  /** The delay in force on the live table; null while not connected. */
  delaySeconds: number | null;
  behindMs: number | null;
  settleInS: number;
  /** The feeds still run under another delay, since a change this page did not see. */
  settlingUnknown: boolean;
  connected: boolean;
  commands: StudioCommands;
  /** Who is looking: only LOWERS_DELAY and above may shorten the delay. */
  adminType: AdminType;
}) {
  const [asked, setAsked] = useState<number | null>(null);
  const [custom, setCustom] = useState('');
  const [customError, setCustomError] = useState<string | undefined>();
  const pending = commands.pending === 'Secure delay';
  const copy = asked !== null && delaySeconds !== null ? delayChangeCopy(delaySeconds, asked) : null;
  const disabled = !connected || delaySeconds === null;
  const mayLower = atLeast(adminType, LOWERS_DELAY);
  const isLower = (seconds: number) => delaySeconds !== null && seconds < delaySeconds;
  const cannotLower = `Only a manager or an admin of the location may shorten the delay; you are ${adminType.toLowerCase()}.`;

  const ask = (seconds: number) => {
    if (disabled || seconds === delaySeconds) return;
    setAsked(seconds);
  };

  return (
    <StudioPanel
      title="Secure delay"
      testId="delay-panel"
      aside={
        delaySeconds === null ? (
          <Badge tone="neutral">Not connected</Badge>
        ) : delaySeconds === 0 ? (
          <Badge tone="warning">Off · hole cards live</Badge>
        ) : (
          <Badge tone="delayed">Delayed {formatSeconds(delaySeconds)}</Badge>
        )
      }
    >
      <div className="flex flex-col gap-4 p-4">
        <div className="flex flex-col gap-1">
          <div className="text-xs text-zinc-500 dark:text-zinc-400">Delay of the hole-card feeds</div>
          <div className="text-3xl font-semibold tabular" data-testid="delay-current">
            {delaySeconds === null ? '—' : delaySeconds === 0 ? 'Off' : formatSeconds(delaySeconds)}
          </div>
          <div className="flex flex-wrap items-baseline gap-x-3 text-sm tabular" aria-live="polite">
            <span data-testid="delay-behind">On air {behindText(behindMs)}</span>
            {settleInS > 0 ? (
              <span className="font-medium text-amber-700 dark:text-amber-400" data-testid="delay-settling">
                Settles in {formatSeconds(settleInS)}
              </span>
            ) : settlingUnknown ? (
              <span className="font-medium text-amber-700 dark:text-amber-400">
                Settling to the new delay…
              </span>
            ) : null}
          </div>
        </div>

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-xs font-medium text-zinc-700 dark:text-zinc-300">Set the delay</legend>
          <div className="grid grid-cols-3 gap-1.5">
            {DELAY_PRESETS.map((s) => (
              <button
                key={s}
                type="button"
                aria-pressed={s === delaySeconds}
                disabled={disabled || (!mayLower && isLower(s))}
                title={!mayLower && isLower(s) ? cannotLower : undefined}
                onClick={() => ask(s)}
                className={`${chipButton(s === delaySeconds)} justify-center tabular`}
              >
                {s === 0 ? 'Off' : formatSeconds(s)}
              </button>
            ))}
          </div>
          <form
            className="flex items-start gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              const checked = checkDelay(custom, MAX_STREAM_DELAY_SECONDS);
              if (!checked.ok) return setCustomError(checked.message);
              setCustomError(undefined);
              if (checked.seconds === delaySeconds)
                return setCustomError(`The delay is already ${formatSeconds(checked.seconds)}.`);
              if (!mayLower && isLower(checked.seconds)) return setCustomError(cannotLower);
              ask(checked.seconds);
            }}
          >
            <InputField
              label="Custom, in seconds"
              hideLabel
              placeholder="Seconds, e.g. 90"
              inputMode="numeric"
              numeric
              value={custom}
              onChange={(e) => setCustom(e.target.value)}
              error={customError}
              disabled={disabled}
              className="flex-1"
            />
            <StudioButton type="submit" variant="secondary" disabled={disabled}>
              Set
            </StudioButton>
          </form>
          {disabled ? (
            <Reason>The table is not connected: the delay can be set once it is.</Reason>
          ) : !mayLower && delaySeconds !== null && delaySeconds > 0 ? (
            <Reason>{cannotLower} You may lengthen it.</Reason>
          ) : null}
          <Refusal message={commands.refusal?.what === 'Secure delay' ? commands.refusal.message : null} />
        </fieldset>
      </div>

      {copy && asked !== null ? (
        <Dialog open onClose={() => setAsked(null)} title={copy.title} description={copy.what}>
          {copy.warning ? (
            <p className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/50 dark:text-amber-200">
              {copy.warning}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <StudioButton variant="secondary" onClick={() => setAsked(null)}>
              Cancel
            </StudioButton>
            <StudioButton
              pending={pending}
              className={
                asked === 0 ? 'bg-red-700 hover:bg-red-800 dark:bg-red-700 dark:hover:bg-red-800' : ''
              }
              onClick={async () => {
                const ok = await commands.send(
                  'Secure delay',
                  'setStreamDelay',
                  { seconds: asked },
                  asked === 0 ? 'Secure delay off.' : `Secure delay set to ${formatSeconds(asked)}.`,
                );
                if (ok) {
                  setAsked(null);
                  setCustom('');
                }
              }}
            >
              {copy.confirmLabel}
            </StudioButton>
          </div>
        </Dialog>
      ) : null}
    </StudioPanel>
  );
}
