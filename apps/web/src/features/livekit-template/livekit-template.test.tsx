// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveKitTemplate, loadEgressHelper } from './livekit-template.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** What the page said to the recorder: LiveKit's egress reads START_RECORDING / END_RECORDING off the console. */
function recorderSignals() {
  const said: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
    said.push(args.map(String).join(' '));
  });
  return said;
}

describe('the LiveKit template without a room', () => {
  it('[LIVEKIT-8] says clearly that it has no room, and the real egress SDK signals the recorder to end', async () => {
    const said = recorderSignals();
    render(<LiveKitTemplate search={new URLSearchParams('layout=grid')} origin="https://rail.example" />);
    expect(screen.getByRole('heading', { name: 'No LiveKit room' })).toBeTruthy();
    expect(screen.getByTestId('livekit-message').textContent).toBe(
      'The address has neither url nor token: LiveKit’s egress passes both.',
    );
    await waitFor(() => expect(said).toContain('END_RECORDING'));
    expect(said).not.toContain('START_RECORDING');
  });

  it('[LIVEKIT-9] refuses an overlay from another site before joining anything, and never prints a link key', async () => {
    const said = recorderSignals();
    render(
      <LiveKitTemplate
        search={
          new URLSearchParams({
            url: 'wss://lk.example',
            token: 'a.b.c',
            overlay: 'https://evil.example/stream/demo-1?key=stolen-key',
          })
        }
        origin="https://rail.example"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Overlay refused' })).toBeTruthy();
    expect(screen.getByTestId('livekit-message').textContent).toMatch(/must be a path on this site/);
    await waitFor(() => expect(said).toContain('END_RECORDING'));
    expect(document.body.textContent).not.toContain('stolen-key');

    cleanup();
    render(
      <LiveKitTemplate
        search={new URLSearchParams({ overlay: '/stream-hidden/demo-1?key=secret-key&view=vpip' })}
        origin="https://rail.example"
      />,
    );
    expect(document.body.textContent).toContain('/stream-hidden/demo-1?key=…&view=vpip');
    expect(document.body.textContent).not.toContain('secret-key');
  });

  it('[LIVEKIT-10] the egress helper is the SDK’s, with the calls the template makes', async () => {
    const helper = await loadEgressHelper();
    for (const name of ['setRoom', 'startRecording', 'endRecording', 'onLayoutChanged'] as const) {
      expect(typeof helper[name]).toBe('function');
    }
  });
});
