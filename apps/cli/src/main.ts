type Command = (args: string[]) => Promise<number>;

const usage = `usage: railbird <command>
  showdown            stdin {"game","players","board"} per line → {"winners_high","winners_low"} per line
  replay FILE_OR_DIR… replay PHH hands → {"file","finishing_stacks"} per hand
  equity [--samples N] [--seed N] [--max-exact N]
                      stdin {"game","players","board","dead"?} per line → {"equities","exact"} per line
  stats FILE_OR_DIR…  player statistics over PHH hands → one JSON line per player
  audit verify [FILE | --database URL | --data-dir DIR] [--location ID]
                      check audit hash chains; names the first entry altered or removed`;

const commands: Record<string, () => Promise<Command>> = {
  showdown: async () => (await import('./commands/showdown.js')).showdown,
  replay: async () => (await import('./commands/replay.js')).replay,
  equity: async () => (await import('./commands/equity.js')).equity,
  stats: async () => (await import('./commands/stats.js')).stats,
  audit: async () => (await import('./commands/audit.js')).audit,
};

export async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(`${usage}\n`);
    return 0;
  }
  const load = name ? commands[name] : undefined;
  if (!load) {
    process.stderr.write(`${name ? `unknown command "${name}"\n` : ''}${usage}\n`);
    return 2;
  }
  return (await load())(args);
}
