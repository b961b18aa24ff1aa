/** Spec §8: failures of the spoken commentary are logged with these messages. */
export const PREPARE_AUDIO_ERROR = 'Unable to prepare audio';
export const PLAY_AUDIO_ERROR = 'Unable to play audio';

/** A playable URL for base64 WAV (with or without a `data:` prefix), or null when it is not audio. */
export function wavUrl(base64: string): string | null {
  const data = base64.replace(/^data:audio\/[a-z0-9.+-]+;base64,/i, '').trim();
  if (!data || !/^[A-Za-z0-9+/]+={0,2}$/.test(data)) return null;
  return `data:audio/wav;base64,${data}`;
}

/** Plays base64 WAV in the browser; false (and a logged error) when it could not. */
export async function playBase64Wav(base64: string, log: (m: string, e?: unknown) => void = console.error) {
  const url = wavUrl(base64);
  if (!url) {
    log(PREPARE_AUDIO_ERROR);
    return false;
  }
  let audio: HTMLAudioElement;
  try {
    audio = new Audio(url);
  } catch (error) {
    log(PREPARE_AUDIO_ERROR, error);
    return false;
  }
  try {
    await audio.play();
    return true;
  } catch (error) {
    log(PLAY_AUDIO_ERROR, error);
    return false;
  }
}
