import { describe, expect, it } from 'vitest';
import {
  anySeat,
  freeSeats,
  groupDigits,
  IDLE_MS,
  IdleWatch,
  nextCall,
  PHONE_MAX_DIGITS,
  phoneProblem,
  pressPhoneKey,
  seatTakenMessage,
  walkInSeats,
} from './kiosk-logic.js';

describe('the check-in kiosk', () => {
  it('[CHECKIN-PHONE-1] a phone needs at least 10 digits (spec §5), and the refusal says so', () => {
    expect(phoneProblem('123')).toBe(
      'A phone number needs at least 10 digits (dashes, parentheses and spaces are ignored).',
    );
    expect(phoneProblem('555010200')).not.toBeNull();
    expect(phoneProblem('5550102001')).toBeNull();
    expect(phoneProblem('')).toBe('Type your phone number on the keypad.');
  });

  it('[CHECKIN-PHONE-2] the keypad writes digits, takes the last back, and stops at 15', () => {
    let typed = '';
    for (const key of ['5', '5', '5', 'back', '1'] as const) typed = pressPhoneKey(typed, key);
    expect(typed).toBe('551');
    expect(pressPhoneKey('', 'back')).toBe('');
    const full = '1'.repeat(PHONE_MAX_DIGITS);
    expect(pressPhoneKey(full, '2')).toBe(full);
    expect(groupDigits('5550102001')).toBe('555 010 2001');
    expect(groupDigits('555')).toBe('555');
  });

  it('[CHECKIN-SEAT-1] free seats, walk-ins after the waiting list, any seat, and who is called', () => {
    const free = freeSeats(9, [0, 2, 3, 8]);
    expect(free).toEqual([1, 4, 5, 6, 7]);
    expect(walkInSeats(free, 2)).toEqual([5, 6, 7]);
    expect(walkInSeats(free, 9)).toEqual([]);
    expect(anySeat(walkInSeats(free, 0))).toBe(1);
    expect(anySeat([])).toBeNull();
    expect(nextCall(['Ava', 'Bo'], free)).toEqual({ entry: 'Ava', seatIndex: 1 });
    expect(nextCall(['Ava'], [])).toBeNull();
    expect(nextCall([], free)).toBeNull();
    expect(seatTakenMessage(3)).toBe('Seat 4 was just taken — pick another');
  });

  it('[CHECKIN-IDLE-1] a minute without a touch starts the kiosk over, once; a touch restarts the minute', () => {
    let now = 0;
    let resets = 0;
    const watch = new IdleWatch({ timeoutMs: IDLE_MS, now: () => now, onIdle: () => resets++ });
    now = 59_000;
    watch.tick();
    expect(resets).toBe(0);
    watch.touch();
    now = 59_000 + 59_999;
    watch.tick();
    expect(resets).toBe(0);
    now += 1;
    watch.tick();
    watch.tick();
    expect(resets).toBe(1);
    watch.touch();
    now += IDLE_MS;
    watch.tick();
    expect(resets).toBe(2);
  });
});
