import { describe, expect, it } from 'vitest';
import { chatBootSettings } from './intercom.js';

describe('support chat boot', () => {
  it('[CHAT-3] boots with id, name, phone, handle, environment production and plan = adminType', () => {
    expect(
      chatBootSettings('app1', {
        id: 'u1',
        displayName: 'Dana',
        phone: '555-010-0200',
        handle: 'dana',
        adminType: 'MANAGER',
      }),
    ).toEqual({
      app_id: 'app1',
      user_id: 'u1',
      name: 'Dana',
      phone: '555-010-0200',
      handle: 'dana',
      environment: 'production',
      plan: 'MANAGER',
    });
  });
});
