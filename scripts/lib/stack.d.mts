export declare const serverEntry: string;
export declare const engineEntry: string;

export declare function freePort(): Promise<number>;

export interface StackOptions {
  /** RAILBIRD_DATA_DIR of the server: the PGlite data, the auth secret and the demo admin's file. */
  dataDir: string;
  serverPort?: number;
  enginePort?: number;
  /** HOST and ENGINE_HOST; default: each process's own default (0.0.0.0). */
  host?: string;
  /** More environment for both processes. */
  env?: Record<string, string>;
  /** 'inherit' (default) or a directory for server.log and engine.log. */
  output?: 'inherit' | string;
  timeoutMs?: number;
}

export interface StackExit {
  name: 'server' | 'engine';
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface Stack {
  serverUrl: string;
  engineUrl: string;
  dataDir: string;
  logs: { server?: string; engine?: string };
  firstExit: Promise<StackExit>;
  stop(): Promise<void>;
  /** Kills one process (as a crash would) and starts it again on the same port; resolves once healthy. */
  restart(name: 'server' | 'engine'): Promise<void>;
  demoAdmin(): { email: string; password: string };
}

export declare function startStack(options: StackOptions): Promise<Stack>;
