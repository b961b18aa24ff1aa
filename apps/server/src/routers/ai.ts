import { textToSpeechSchema } from '@railbird/protocol';
import { TRPCError } from '@trpc/server';
import { producerProcedure, router } from '../trpc/init.js';
import { TtsBusyError, TtsUnavailableError } from '../tts/espeak.js';

export const aiRouter = router({
  /**
   * Spec §7: base64 audio of the text, played in the browser. A WAV made by espeak-ng (DESIGN.md §3);
   * at most TTS_MAX_TEXT_LENGTH characters; each admin may ask a few times a minute.
   */
  textToSpeech: producerProcedure.input(textToSpeechSchema).mutation(async ({ ctx, input }) => {
    // Counted across every server sharing REDIS_URL (docs/decisions/014), else in this one.
    const limit = await ctx.ttsLimiter.take(ctx.account.id, ctx.now());
    if (!limit.allowed)
      throw new TRPCError({
        code: 'TOO_MANY_REQUESTS',
        message: `Too many texts read out; try again in ${limit.retryAfterS} s.`,
      });
    try {
      const wav = await ctx.tts.speak(input.text);
      return wav.toString('base64');
    } catch (error) {
      if (error instanceof TtsUnavailableError)
        throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: error.message, cause: error });
      if (error instanceof TtsBusyError)
        throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: error.message, cause: error });
      throw error;
    }
  }),
});
