import { LoginPanel } from '../features/auth/login-panel.js';
import { buildInfo } from '../lib/build-info.js';
import { useTheme } from '../lib/theme.js';
import { BuildStamp } from '../ui/build-stamp.js';
import { Logo } from '../ui/logo.js';
import { ThemeToggle } from '../ui/theme-toggle.js';

/** /login: sign-in and sign-up both land here (spec §2); afterwards the user goes to /. */
export function LoginRoute() {
  const { theme, toggle } = useTheme();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex items-center justify-end px-4 py-3">
        <ThemeToggle theme={theme} onToggle={toggle} />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-[10vh]">
        <div className="w-full max-w-sm">
          <div className="mb-8 flex flex-col items-center gap-3 text-center">
            <Logo />
            <p className="text-sm text-zinc-600 dark:text-zinc-400">The console for your poker room</p>
          </div>
          <LoginPanel />
          <p className="mt-6 text-center text-xs leading-relaxed text-zinc-500 dark:text-zinc-400">
            Running Railbird on this machine? <code className="font-mono">npm start</code> printed the demo
            admin&apos;s email and password.
          </p>
        </div>
      </main>
      <footer className="flex justify-center py-4">
        <BuildStamp build={buildInfo} />
      </footer>
    </div>
  );
}
