import { describe, expect, it } from 'vitest';
import { DISPLAY_PREFIXES, isDisplayRoute } from './display-routes.js';

describe('support chat routes', () => {
  it('[CHAT-1] every display prefix of spec §2 shuts the chat, with or without more path', () => {
    expect(DISPLAY_PREFIXES).toHaveLength(19);
    for (const prefix of DISPLAY_PREFIXES) {
      expect(isDisplayRoute(`/${prefix}`)).toBe(true);
      expect(isDisplayRoute(`/${prefix}/table-1`)).toBe(true);
    }
  });

  it('[CHAT-2] the console routes keep it', () => {
    for (const path of [
      '/',
      '/events',
      '/table/demo-1',
      '/notifications',
      '/admin-profile',
      '/live',
      '/vault/t1',
      '/login',
      '/streamers',
      '/toolshed',
    ]) {
      expect(isDisplayRoute(path)).toBe(false);
    }
  });
});
