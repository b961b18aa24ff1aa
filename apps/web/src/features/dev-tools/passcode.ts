/** Spec §5: Unlock is enabled only when the entry exactly matches the client's passcode. */
export function passcodeMatches(entry: string, passcode: string): boolean {
  return passcode.length > 0 && entry === passcode;
}

/** Spec §9: Alt+D toggles dev mode (by key position, so macOS's Option+D, which types ∂, counts too). */
export function isDevModeShortcut(
  event: Pick<KeyboardEvent, 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'code' | 'key'>,
): boolean {
  return (
    event.altKey &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.shiftKey &&
    (event.code === 'KeyD' || event.key.toLowerCase() === 'd')
  );
}
