import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../ui/button.js';
import { Icon, LineSvg } from '../../ui/icons.js';

/**
 * Where the launcher sits and the room every page keeps free for it (issue 15: the old pill covered
 * the last column of tables). The launcher is a 40 px circle 8 px from the right and bottom edges: it
 * fits in the console's right gutter (the shell's 32 px padding plus a table's 16 px cell padding), so
 * no text is ever under it, and every page ends with room below its content so the last row scrolls
 * clear of it. The rule is the widget's own, so it holds for every console page, shell or not.
 */
export const LAUNCHER_RESERVE = '3.5rem';
export const RESERVE_CSS = `#main{padding-bottom:${LAUNCHER_RESERVE}}body:not(:has(#main)){padding-bottom:${LAUNCHER_RESERVE}}`;

/** The room every page keeps under its content while a support launcher (ours or Intercom's) shows. */
export function LauncherReserve() {
  return <style>{RESERVE_CSS}</style>;
}

interface Sent {
  id: number;
  text: string;
  at: Date;
}

/**
 * Our own support chat, used when no Intercom app is configured: a launcher in the corner and a small
 * panel whose messages go to the server, where they land in the location's Notifications.
 */
export function SupportWidget({
  userName,
  onSend,
}: {
  userName: string;
  onSend: (text: string) => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<Sent[]>([]);
  const panelId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) fieldRef.current?.focus();
  }, [open]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const message = text.trim();
    if (!message || sending) return;
    setSending(true);
    try {
      await onSend(message);
      setSent((list) => [...list, { id: Date.now(), text: message, at: new Date() }]);
      setText('');
      toast.success('Message sent. It is in Notifications too.');
    } catch (error) {
      toast.error(`Your message was not sent: ${(error as Error).message} Try again in a moment.`);
    } finally {
      setSending(false);
    }
  };

  return (
    <div data-testid="support-chat" className="fixed right-2 bottom-2 z-40 flex flex-col items-end gap-3">
      <LauncherReserve />
      {open ? (
        <section
          id={panelId}
          aria-label="Support chat"
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              setOpen(false);
              launcherRef.current?.focus();
            }
          }}
          className="flex w-80 flex-col overflow-hidden rounded-xl border border-zinc-200 bg-white shadow-xl dark:border-zinc-700 dark:bg-zinc-900"
        >
          <header className="bg-accent-700 px-4 py-3 text-white dark:bg-accent-800">
            <h2 className="text-sm font-semibold">Support</h2>
            <p className="text-xs text-white/80">
              Hi {userName.split(' ')[0]}, tell us what is wrong and at which table. Your message is saved to
              Notifications.
            </p>
          </header>
          <ol
            className="flex max-h-60 flex-col gap-2 overflow-y-auto px-4 py-3"
            aria-label="Messages you sent"
          >
            {sent.length === 0 ? (
              <li className="text-xs text-zinc-500 dark:text-zinc-400">No messages yet.</li>
            ) : (
              sent.map((m) => (
                <li
                  key={m.id}
                  className="self-end rounded-lg rounded-br-sm bg-zinc-100 px-3 py-1.5 text-sm whitespace-pre-wrap dark:bg-zinc-800"
                >
                  {m.text}
                  <span className="tabular mt-0.5 block text-right text-[10px] text-zinc-500 dark:text-zinc-400">
                    {m.at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
                  </span>
                </li>
              ))
            )}
          </ol>
          <form
            onSubmit={(e) => void submit(e)}
            className="flex flex-col gap-2 border-t border-zinc-200 p-3 dark:border-zinc-700"
          >
            <label htmlFor={`${panelId}-text`} className="sr-only">
              Message
            </label>
            <textarea
              ref={fieldRef}
              id={`${panelId}-text`}
              rows={3}
              maxLength={2000}
              value={text}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) void submit();
              }}
              placeholder="Table 3's antennas stopped reading…"
              className="resize-none rounded-md border border-zinc-300 bg-white px-2.5 py-2 text-sm focus-visible:outline-2 focus-visible:outline-accent-500/40 dark:border-zinc-700 dark:bg-zinc-950"
            />
            <div className="flex items-center justify-between">
              <span className="text-[11px] text-zinc-500 dark:text-zinc-400">Ctrl+Enter sends</span>
              <Button type="submit" pending={sending} disabled={!text.trim()} className="h-8">
                Send
              </Button>
            </div>
          </form>
        </section>
      ) : null}
      <button
        ref={launcherRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label="Support"
        title={open ? 'Close support chat' : 'Support chat'}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex size-10 items-center justify-center rounded-full bg-accent-700 text-white shadow-md ring-1 ring-black/5 hover:bg-accent-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500 dark:bg-accent-700 dark:ring-white/10 dark:hover:bg-accent-800"
      >
        {open ? (
          <LineSvg className="size-4" strokeWidth="2">
            <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
          </LineSvg>
        ) : (
          <Icon name="chat" className="size-[18px]" />
        )}
      </button>
    </div>
  );
}
