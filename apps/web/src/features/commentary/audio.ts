/** Spec §8: failures of the spoken commentary are logged with these messages. */
export const PREPARE_AUDIO_ERROR = 'Unable to prepare audio';
export const PLAY_AUDIO_ERROR = 'Unable to play audio';

/** A playable URL for base64 WAV (with or without a `data:` prefix), or null when it is not audio. */
export function wavUrl(base64: string): string | null {
  const data = base64.replace(/^data:audio\/[a-z0-9.+-]+;base64,/i, '').trim();
  if (!data || !/^[A-Za-z0-9+/]+={0,2}$/.test(data)) return null;
  return `data:audio/wav;base64,${data}`;
}

export type SpeechOutcome = { ok: true } | { ok: false; stage: 'prepare' | 'play'; error: unknown };

export interface SpeechDeps {
  /** The server's text-to-speech (`ai.textToSpeech`): base64 WAV. */
  synthesize: (text: string) => Promise<unknown>;
  /** Plays a URL to its end; rejects when it cannot be played. */
  play: (url: string) => Promise<void>;
  /** Where failures are logged (console.error in the browser). */
  log?: (message: string, error?: unknown) => void;
}

/**
 * Says `text`: the server makes the audio, this browser plays it. A failure to make it (the service
 * refused, or what came back is not audio) is logged as 'Unable to prepare audio', a failure to play
 * it as 'Unable to play audio' (spec §8), each with its error; the outcome says which, for the toast.
 */
export async function speak(text: string, deps: SpeechDeps): Promise<SpeechOutcome> {
  const log = deps.log ?? ((message, error) => console.error(message, error));
  let url: string | null;
  try {
    const audio = await deps.synthesize(text);
    url = typeof audio === 'string' ? wavUrl(audio) : null;
    if (!url) throw new Error('The speech service answered with something that is not audio.');
  } catch (error) {
    log(PREPARE_AUDIO_ERROR, error);
    return { ok: false, stage: 'prepare', error };
  }
  try {
    await deps.play(url);
  } catch (error) {
    log(PLAY_AUDIO_ERROR, error);
    return { ok: false, stage: 'play', error };
  }
  return { ok: true };
}

/** What a toast says when speech failed, and what to do about it. */
export function speechFailure(outcome: Extract<SpeechOutcome, { ok: false }>): {
  title: string;
  description: string;
} {
  const reason = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
  return outcome.stage === 'prepare'
    ? {
        title: 'Unable to prepare audio',
        description: `${reason.replace(/\.?$/, '.')} The line is kept: say it again in a moment.`,
      }
    : {
        title: 'Unable to play audio',
        description:
          'This browser would not play the sound. Click the page once (browsers play sound only after a click), check the tab is not muted, then say it again.',
      };
}

/**
 * The browser's player: one line at a time, resolving when the line has been heard, rejecting when
 * the browser refuses it (autoplay, no output, an undecodable file). `stop` cuts the current line.
 */
export function browserPlayer(): { play: (url: string) => Promise<void>; stop: () => void } {
  let current: { audio: HTMLAudioElement; finish: () => void } | null = null;
  const stop = () => {
    const playing = current;
    current = null;
    if (!playing) return;
    playing.audio.pause();
    playing.finish();
  };
  const play = (url: string) =>
    new Promise<void>((resolve, reject) => {
      stop();
      const audio = new Audio(url);
      const finish = () => {
        audio.onended = audio.onerror = null;
        if (current?.audio === audio) current = null;
        resolve();
      };
      current = { audio, finish };
      audio.onended = finish;
      audio.onerror = () => {
        audio.onended = audio.onerror = null;
        if (current?.audio === audio) current = null;
        reject(audio.error ?? new Error('The audio could not be decoded.'));
      };
      audio.play().catch((error: unknown) => {
        audio.onended = audio.onerror = null;
        if (current?.audio === audio) current = null;
        reject(error);
      });
    });
  return { play, stop };
}
