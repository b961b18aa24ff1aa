import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { useTRPC } from '../../lib/trpc.js';
import { Button } from '../../ui/button.js';
import { Panel } from '../../ui/page.js';
import { playBase64Wav } from './audio.js';

const EXAMPLES = [
  'Seat four is all in for twelve thousand.',
  'Players, the break ends in five minutes.',
  'Welcome to the Sunday Main Event final table.',
];

/** Type a line, hear it spoken (server text-to-speech, played in this browser). */
export function SpeakPanel() {
  const trpc = useTRPC();
  const [text, setText] = useState('');
  const speak = useMutation(
    trpc.ai.textToSpeech.mutationOptions({
      onSuccess: async (audio) => {
        const played = await playBase64Wav(typeof audio === 'string' ? audio : String(audio));
        if (!played)
          toast.error('The speech arrived but could not be played here. Check the browser allows sound.');
      },
      onError: (error) => toast.error(`Speech failed: ${error.message}`),
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) speak.mutate({ text: text.trim() });
  };
  return (
    <Panel title="Say it on the speaker">
      <form onSubmit={submit} className="flex flex-col gap-3 p-4">
        <label htmlFor="commentary-text" className="text-sm font-medium">
          What should be said
        </label>
        <textarea
          id="commentary-text"
          rows={3}
          maxLength={500}
          value={text}
          onChange={(e) => setText(e.target.value)}
          className="rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-accent-500/40 dark:border-zinc-700 dark:bg-zinc-950"
          placeholder="Seat four is all in…"
        />
        <div className="flex flex-wrap items-center gap-2">
          {EXAMPLES.map((example) => (
            <button
              key={example}
              type="button"
              onClick={() => setText(example)}
              className="rounded-full border border-zinc-300 px-2.5 py-1 text-xs text-zinc-700 hover:bg-zinc-100 dark:border-zinc-700 dark:text-zinc-300 dark:hover:bg-zinc-800"
            >
              {example}
            </button>
          ))}
          <Button type="submit" pending={speak.isPending} disabled={!text.trim()} className="ml-auto">
            {speak.isPending ? 'Preparing…' : 'Speak'}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
