import { describe, expect, it } from 'vitest';
import { PREPARE_AUDIO_ERROR, playBase64Wav, wavUrl } from './audio.js';

describe('spoken commentary audio', () => {
  it('[TTS-1] base64 WAV becomes a data URL; anything else is refused', () => {
    expect(wavUrl('UklGRg==')).toBe('data:audio/wav;base64,UklGRg==');
    expect(wavUrl('data:audio/wav;base64,UklGRg==')).toBe('data:audio/wav;base64,UklGRg==');
    expect(wavUrl('not base64!')).toBeNull();
  });

  it("[TTS-2] 'Unable to prepare audio' is logged for what is not audio", async () => {
    const logged: string[] = [];
    expect(await playBase64Wav('%%%', (m) => logged.push(m))).toBe(false);
    expect(logged).toEqual([PREPARE_AUDIO_ERROR]);
  });
});
