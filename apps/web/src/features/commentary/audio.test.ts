import { describe, expect, it } from 'vitest';
import { PLAY_AUDIO_ERROR, PREPARE_AUDIO_ERROR, speak, speechFailure, wavUrl } from './audio.js';

function recorder() {
  const logged: { message: string; error: unknown }[] = [];
  return { logged, log: (message: string, error?: unknown) => logged.push({ message, error }) };
}

describe('spoken commentary audio', () => {
  it('[TTS-AUDIO-1] base64 WAV becomes a data URL; anything else is refused', () => {
    expect(wavUrl('UklGRg==')).toBe('data:audio/wav;base64,UklGRg==');
    expect(wavUrl('data:audio/wav;base64,UklGRg==')).toBe('data:audio/wav;base64,UklGRg==');
    expect(wavUrl('not base64!')).toBeNull();
  });

  it("[TTS-AUDIO-2] a refused text-to-speech is logged as 'Unable to prepare audio' with its error, and nothing is played", async () => {
    const { logged, log } = recorder();
    const refusal = new Error('Too many texts read out; try again in 20 s.');
    const played: string[] = [];
    const outcome = await speak('Cleo is all in.', {
      synthesize: () => Promise.reject(refusal),
      play: async (url) => {
        played.push(url);
      },
      log,
    });
    expect(outcome).toEqual({ ok: false, stage: 'prepare', error: refusal });
    expect(logged).toEqual([{ message: PREPARE_AUDIO_ERROR, error: refusal }]);
    expect(played).toEqual([]);
    expect(speechFailure(outcome as Extract<typeof outcome, { ok: false }>).title).toBe(
      'Unable to prepare audio',
    );
  });

  it("[TTS-AUDIO-3] an answer that is not audio is 'Unable to prepare audio' too", async () => {
    const { logged, log } = recorder();
    const outcome = await speak('Hello', { synthesize: async () => '%%%', play: async () => {}, log });
    expect(outcome.ok).toBe(false);
    expect(logged.map((l) => l.message)).toEqual([PREPARE_AUDIO_ERROR]);
  });

  it("[TTS-AUDIO-4] audio the browser will not play is logged as 'Unable to play audio' with its error", async () => {
    const { logged, log } = recorder();
    const blocked = new DOMException('play() failed because the user did not interact', 'NotAllowedError');
    const outcome = await speak('Hello', {
      synthesize: async () => 'UklGRg==',
      play: () => Promise.reject(blocked),
      log,
    });
    expect(outcome).toEqual({ ok: false, stage: 'play', error: blocked });
    expect(logged).toEqual([{ message: PLAY_AUDIO_ERROR, error: blocked }]);
    expect(speechFailure(outcome as Extract<typeof outcome, { ok: false }>).title).toBe(
      'Unable to play audio',
    );
  });

  it('[TTS-AUDIO-5] a line made and played logs nothing and plays the WAV it was given', async () => {
    const { logged, log } = recorder();
    const played: string[] = [];
    const outcome = await speak('Hello', {
      synthesize: async () => 'UklGRg==',
      play: async (url) => {
        played.push(url);
      },
      log,
    });
    expect(outcome).toEqual({ ok: true });
    expect(played).toEqual(['data:audio/wav;base64,UklGRg==']);
    expect(logged).toEqual([]);
  });
});
